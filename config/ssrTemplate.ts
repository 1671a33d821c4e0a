/**
 * The HTML page around each server-rendered route: Docusaurus 3.7.0's own template (`@docusaurus/core`,
 * lib/ssg/ssgTemplate.html.js), with one change, so that the page paints before its JavaScript is fetched and
 * run: the theme's `<script defer>` tags become a small script after the app that adds them once the first frame
 * is painted.
 *
 * The theme's `<script defer>`s run as soon as the HTML is parsed, which on a fast connection, or with the
 * scripts cached, is before the browser paints anything: the reader waits for `main.js` to evaluate before
 * seeing text that was in the HTML all along (Lighthouse's "render delay" of the largest paragraph). On a slow
 * connection their download also shares the bandwidth with the style sheet and the first picture. Here the
 * page's text and first picture come first; the scripts are requested right after the first frame, in their
 * original order, and hydration follows them. In a background tab, where no frame is painted, they start at once.
 * (Preloading them at a low priority instead still cost the largest paint 0.8 s on the API class page and the
 * installation page in Lighthouse's mobile preset: 2.4 s and 2.1 s, against 1.6 s and 1.3 s without.)
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
