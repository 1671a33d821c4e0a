import path from 'node:path';

import { contain, Ensure, equals, isPresent, not } from '@serenity-js/assertions';
import { describe, it } from '@serenity-js/playwright-test';
import {
    By,
    Clear,
    ComputedStyle,
    CssClasses,
    Drag,
    Enter,
    Hover,
    isVisible,
    Key,
    Navigate,
    PageElement,
    PageElements,
    Press,
    RightClick,
    Select,
    Selected,
    Text,
    Value,
} from '@serenity-js/web';

import { UploadFile } from '../screenplay/UploadFile';

// #region page-elements
const Profile = {
    displayNameField: () =>
        PageElement.located(By.id('display-name')).describedAs('display name field'),
    countryDropdown: () =>
        PageElement.located(By.id('country')).describedAs('country dropdown'),
    avatarInput: () =>
        PageElement.located(By.css('input[type="file"]')).describedAs('avatar file input'),
    chosenFileName: () =>
        PageElement.located(By.css('.file-name')).describedAs('chosen file name'),
    error: () =>
        PageElement.located(By.css('.error')).describedAs('error message'),
};

const Search = {
    queryField: () =>
        PageElement.located(By.id('query')).describedAs('search field'),
    results: () =>
        PageElement.located(By.css('.results')).describedAs('search results'),
};

const Board = {
    card: (title: string) =>
        PageElement.located(By.cssContainingText('.card', title)).describedAs(`"${ title }" card`),
    doneColumn: () =>
        PageElement.located(By.css('.done')).describedAs('"Done" column'),
    doneCards: () =>
        PageElements.located(By.css('.done .card')).describedAs('cards in the "Done" column'),
};
// #endregion page-elements

describe('Forms and keyboard', () => {

    it('clears a text field and enters a new value', async ({ actor }) => {
        // #region clear
        await actor.attemptsTo(
            Navigate.to('/forms.html'),
            Ensure.that(Value.of(Profile.displayNameField()), equals('Guest')),

            Clear.theValueOf(Profile.displayNameField()),
            Ensure.that(Value.of(Profile.displayNameField()), equals('')),

            Enter.theValue('Paula').into(Profile.displayNameField()),
            Ensure.that(Value.of(Profile.displayNameField()), equals('Paula')),
        );
        // #endregion clear
    });

    it('replaces the value of a field when entering text with Playwright', async ({ actor }) => {
        // #region enter-replaces
        await actor.attemptsTo(
            Navigate.to('/forms.html'),
            // with Playwright, Enter replaces what the field holds ('Guest')
            Enter.theValue('Paula').into(Profile.displayNameField()),
            Ensure.that(Value.of(Profile.displayNameField()), equals('Paula')),
        );
        // #endregion enter-replaces
    });

    it('chooses an option from a dropdown', async ({ actor }) => {
        // #region select
        await actor.attemptsTo(
            Navigate.to('/forms.html'),

            // by the text the reader sees
            Select.option('Poland').from(Profile.countryDropdown()),
            Ensure.that(Selected.optionIn(Profile.countryDropdown()), equals('Poland')),
            Ensure.that(Selected.valueOf(Profile.countryDropdown()), equals('pl')),

            // by the option's value attribute
            Select.value('gb').from(Profile.countryDropdown()),
            Ensure.that(Selected.optionIn(Profile.countryDropdown()), equals('United Kingdom')),
        );
        // #endregion select
    });

    it('uploads a file', async ({ actor }) => {
        // #region upload
        const avatar = path.join(__dirname, '..', 'fixtures', 'avatar.png');

        await actor.attemptsTo(
            Navigate.to('/forms.html'),
            UploadFile.at(avatar).to(Profile.avatarInput()),
            Ensure.that(Text.of(Profile.chosenFileName()), equals('avatar.png')),
        );
        // #endregion upload
    });

    it('presses Enter to submit a search', async ({ actor }) => {
        // #region press-enter
        await actor.attemptsTo(
            Navigate.to('/forms.html'),
            Enter.theValue('screenplay').into(Search.queryField()),
            Press.the(Key.Enter).in(Search.queryField()),
            Ensure.that(Text.of(Search.results()), equals('Results for "screenplay"')),
        );
        // #endregion press-enter
    });

    it('presses a keyboard shortcut', async ({ actor }) => {
        // #region press-shortcut
        await actor.attemptsTo(
            Navigate.to('/forms.html'),

            // keys given to one Press are pressed together: Control+A selects the whole value
            Press.the(Key.Control, 'a').in(Profile.displayNameField()),
            // a separate Press for the next key
            Press.the(Key.Backspace),

            Ensure.that(Value.of(Profile.displayNameField()), equals('')),
        );
        // #endregion press-shortcut
    });

    it('hovers over an element and right-clicks another', async ({ actor }) => {
        // #region hover-and-right-click
        const helpButton = () =>
            PageElement.located(By.role('button', { name: 'What is this?' })).describedAs('help button');
        const tooltip = () =>
            PageElement.located(By.role('tooltip')).describedAs('tooltip');
        const photo = () =>
            PageElement.located(By.css('.photo')).describedAs('profile photo');
        const photoMenu = () =>
            PageElement.located(By.role('menu')).describedAs('photo menu');

        await actor.attemptsTo(
            Navigate.to('/forms.html'),

            Ensure.that(tooltip(), not(isVisible())),
            Hover.over(helpButton()),
            Ensure.that(tooltip(), isVisible()),

            RightClick.on(photo()),
            Ensure.that(photoMenu(), isVisible()),
        );
        // #endregion hover-and-right-click
    });

    it('drags a card and drops it on another column', async ({ actor }) => {
        // #region drag-and-drop
        await actor.attemptsTo(
            Navigate.to('/forms.html'),
            Ensure.that(Board.doneCards().first(), not(isPresent())),

            Drag.the(Board.card('Write the release notes')).to(Board.doneColumn()),

            Ensure.that(Text.ofAll(Board.doneCards()), equals([ 'Write the release notes' ])),
        );
        // #endregion drag-and-drop
    });

    it("checks an element's CSS", async ({ actor }) => {
        // #region computed-style
        await actor.attemptsTo(
            Navigate.to('/forms.html'),

            // property names as in CSS, values as the browser computes them
            Ensure.that(ComputedStyle.called('color').of(Profile.error()), equals('rgb(178, 34, 34)')),
            Ensure.that(ComputedStyle.called('font-weight').of(Profile.error()), equals('700')),

            Ensure.that(CssClasses.of(Profile.error()), contain('error')),
        );
        // #endregion computed-style
    });
});
