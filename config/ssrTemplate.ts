/**
 * The HTML page around each server-rendered route: Docusaurus 3.7.0's own template (`@docusaurus/core`,
 * lib/ssg/ssgTemplate.html.js), with one change, so that the page paints before its JavaScript runs: the
 * theme's `<script defer>` tags become `<link rel="preload">`s, and a small script after the app starts them.
 *
 * The theme's `<script defer>`s run as soon as the HTML is parsed, which on a fast connection, or with the
 * scripts cached, is before the browser paints anything: the reader waits for `main.js` to evaluate before
 * seeing text that was in the HTML all along (Lighthouse's "render delay" of the largest paragraph). Here the
 * scripts still download at once, in parallel with the page (a low-priority preload, so they do not compete
 * with the style sheet), but they start only after the first frame is painted, in their original order.
 * Hydration starts one frame later; in a background tab, where no frame is painted, they start at once.
 */
export const bootScriptsMark = 'site-scripts-start';

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>
      (function (scripts) {
        function start() {
          performance.mark('${bootScriptsMark}');
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false;
            document.body.appendChild(script);
          });
        }
        if (document.visibilityState === 'hidden') {
          start();
        } else {
          requestAnimationFrame(function () {
            setTimeout(start);
          });
        }
      })(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>);
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
