// page.js — the page's JavaScript around the app (linked with --pre-js, so it runs before the program starts):
// the query parameters and share links become the desktop's command-line options, storage is mounted, and
// Module.hitlab holds the halves of app/platform/web.cpp (storage, downloads, file chooser, clipboard, share
// links). Messages the program writes to stderr (a scene that does not load, a bad parameter) show on the
// page, as a terminal would show them.
//
// Query parameters, with the desktop's option names and meanings (docs/web.md):
//   scene=URL (a scene on this site)  lesson=ID or lesson=URL.json (a lesson file on this site)  pair=A,B  explain  step=N  lang=en|ja  band=X  batch=N  embed
//   bench-frames=N  direct-dots  frame-report (tests: Module.hitlab.frameReport() reads the report line)
// A share link's fragment, #share=..., holds a whole scene and its pair, step and language (File > Copy share
// link): deflate-raw by the browser's CompressionStream, then base64url.

/* global Module, FS, IDBFS, addRunDependency, removeRunDependency, addOnPreMain */

Module['arguments'] = Module['arguments'] || [];
Module['print'] = (text) => console.log(text);
Module['printErr'] = (text) => {
  console.error(text);
  Module.hitlab.showMessage(text);
};

Module.hitlab = {
  // [SECTION] Messages on the page
  showMessage(text) {
    const box = document.getElementById('messages');
    if (!box) return;
    const line = document.createElement('div');
    line.textContent = text;
    box.appendChild(line);
    box.hidden = false;
  },
  // The page's own notices by id, in the app's language (notice), {field}s filled in. Japanese as the app's
  // ui_text.cpp words it; tests/web/tablet_test.mjs checks both are there with the same fields.
  notices: {
    'lesson-link-too-long': {
      en: 'Copy lesson link: the link would be {length} characters ({kb} KB), over {limit}: too long to share. Save the lesson as a file (Help > Edit lesson, Save as) and put it on your site: lesson=FILE.json',
      ja: 'レッスンのリンクをコピー：リンクは {length} 文字（{kb} KB）になり、上限の {limit} 文字を超えるので共有できません。レッスンをファイルに保存して（ヘルプ > レッスンを編集、名前を付けて保存）サイトに置いてください：lesson=FILE.json'},
    'other-site-scene': {
      en: '{name}={value}: only a scene on this site can be opened',
      ja: '{name}={value}：開けるのはこのサイトにあるシーンだけです'},
    'other-site-lesson': {
      en: '{name}={value}: only a lesson on this site can be opened',
      ja: '{name}={value}：開けるのはこのサイトにあるレッスンだけです'},
    'cannot-fetch': {
      en: '{name}={value}: cannot fetch it ({why})',
      ja: '{name}={value}：取得できません（{why}）'},
    'share-link-unreadable': {
      en: 'share link: cannot read it ({why}); is it whole?',
      ja: '共有リンク：読めません（{why}）。リンクは途中で切れていませんか？'},
    'scene-empty': {
      en: 'scene=: empty (a scene on this site, as scene=scenes/welcome.json); the page opens without it',
      ja: 'scene=：空です（このサイトにあるシーンを scene=scenes/welcome.json のように指定します）。シーンなしで開きます'},
    'lesson-link-unreadable': {
      en: 'lesson link: cannot read it ({why}); is it whole?',
      ja: 'レッスンのリンク：読めません（{why}）。リンクは途中で切れていませんか？'},
    'parameter-empty': {
      en: '{name}=: empty ({wanted}); the page opens without it',
      ja: '{name}=：空です。{wanted}を指定してください。この指定なしで開きます'},
    'parameter-wrong': {
      en: '{name}={value}: not {wanted}; the page opens without it',
      ja: '{name}={value}：{wanted}を指定してください。この指定なしで開きます'},
    'parameter-unknown': {
      en: '{name}: not a parameter of this page (docs/web.md lists them); passed over',
      ja: '{name}：このページのパラメーターではありません（docs/web.md に一覧があります）。無視します'},
    'page-failed': {
      en: 'hitlab: {why}',
      ja: 'hitlab：{why}'},
  },
  // The language the app opens in (app/main.cpp): lang=, else the one last chosen (settings.txt in the page's
  // storage, once mounted), else the browser's (Emscripten's LANG).
  pageLanguage() {
    const lang = new URLSearchParams(location.search).get('lang');
    if (lang === 'en' || lang === 'ja') return lang;
    try {
      const chosen = /^language=(en|ja)$/m.exec(FS.readFile('/persist/config/settings.txt', {encoding: 'utf8'}));
      if (chosen) return chosen[1];
    } catch (e) { /* (no settings yet, or no storage) */ }
    return ((navigator.languages && navigator.languages[0]) || '').startsWith('ja') ? 'ja' : 'en';
  },
  notice(id, fields = {}, lang = '') {
    const texts = this.notices[id];
    const text = texts[lang || this.pageLanguage()] || texts.en;
    this.showMessage(text.replace(/\{(\w+)\}/g, (all, field) => (field in fields ? String(fields[field]) : all)));
  },

  // [SECTION] Storage: /persist is IndexedDB (IDBFS), loaded before main and copied back after changes
  syncing: false,
  again: false,
  lastFingerprint: '',
  fingerprint() {  // (every file's path, size and time: a copy only when one changed)
    const parts = [];
    const walk = (dir) => {
      for (const name of FS.readdir(dir)) {
        if (name === '.' || name === '..') continue;
        const path = dir + '/' + name;
        const st = FS.stat(path);
        if (FS.isDir(st.mode)) walk(path);
        else parts.push(path + ':' + st.size + ':' + st.mtime.getTime());
      }
    };
    try { walk('/persist'); } catch (e) { return ''; }
    return parts.join('|');
  },
  persist() {
    if (this.syncing) { this.again = true; return; }
    const now = this.fingerprint();
    if (now === this.lastFingerprint) return;
    this.syncing = true;
    FS.syncfs(false, (err) => {
      this.syncing = false;
      if (err) console.warn('hitlab: could not keep the autosave in the browser storage:', err);
      else this.lastFingerprint = now;
      if (this.again) { this.again = false; this.persist(); }
    });
  },

  // [SECTION] Files: downloads, the file chooser
  download(path) {
    const name = path.split('/').pop();
    const type = name.endsWith('.png') ? 'image/png' : name.endsWith('.svg') ? 'image/svg+xml'
               : name.endsWith('.webp') ? 'image/webp' : name.endsWith('.gif') ? 'image/gif'
               : name.endsWith('.json') ? 'application/json' : 'text/plain';
    const url = URL.createObjectURL(new Blob([FS.readFile(path)], {type}));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60000);
  },
  chooseFile() {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.onchange = async () => {
      const file = input.files[0];
      if (!file) return;
      const path = '/home/web_user/' + file.name.replace(/[/\\]/g, '_');
      FS.writeFile(path, new Uint8Array(await file.arrayBuffer()));
      FS.utime(path, file.lastModified, file.lastModified);  // (an autosave newer than it is offered back)
      Module.ccall('hitlab_open_file', null, ['string'], [path]);
    };
    input.click();
  },

  // [SECTION] Clipboard and share links
  copy(text) {
    this.copied = text;
    if (navigator.clipboard && window.isSecureContext)
      navigator.clipboard.writeText(text).catch((e) => console.warn('hitlab: clipboard:', e.message));
  },
  async shareLink(sceneJson, pair, step, lang) {
    const header = JSON.stringify({pair, step, lang});
    const bytes = new TextEncoder().encode(header + '\n' + sceneJson);  // (the scene's text as written: every bit)
    const packed = await new Response(new Blob([bytes]).stream()
        .pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
    let binary = '';
    const u8 = new Uint8Array(packed);
    for (let i = 0; i < u8.length; i += 0x8000) binary += String.fromCharCode(...u8.subarray(i, i + 0x8000));
    const b64 = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const keep = new URLSearchParams(location.search);
    for (const p of ['scene', 'pair', 'step', 'lang', 'keep-view', 'frame-report', 'bench-frames']) keep.delete(p);
    const query = keep.toString();
    const link = location.origin + location.pathname + (query ? '?' + query : '') + '#share=' + b64;
    this.lastShareLink = link;
    this.copy(link);
    console.log('hitlab: share link (' + link.length + ' characters): ' + link);
    return link;
  },
  // The packed text in a link's fragment: deflate-raw, then base64url.
  async pack(text) {
    const packed = await new Response(new Blob([new TextEncoder().encode(text)]).stream()
        .pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer();
    let binary = '';
    const u8 = new Uint8Array(packed);
    for (let i = 0; i < u8.length; i += 0x8000) binary += String.fromCharCode(...u8.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  },
  async unpack(b64url) {
    const binary = atob(b64url.replace(/-/g, '+').replace(/_/g, '/'));
    const u8 = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new Response(new Blob([u8]).stream().pipeThrough(new DecompressionStream('deflate-raw'))).text();
  },
  lessonLinkLimit: 16000,
  // File > Copy lesson link: #lesson= and the whole lesson file, packed (a teacher's lesson on no site).
  async lessonLink(lessonJson, page, lang) {
    const keep = new URLSearchParams(location.search);
    for (const p of ['scene', 'pair', 'step', 'lesson', 'page', 'keep-view', 'frame-report', 'bench-frames']) keep.delete(p);
    keep.set('lang', lang);
    if (page > 1) keep.set('page', String(page));
    const link = location.origin + location.pathname + '?' + keep.toString() + '#lesson=' + await this.pack(lessonJson);
    if (link.length > this.lessonLinkLimit) {
      this.lastLessonLink = '';
      this.notice('lesson-link-too-long',
                  {length: link.length, kb: Math.ceil(link.length / 1000), limit: this.lessonLinkLimit}, lang);
      return '';
    }
    this.lastLessonLink = link;
    this.copy(link);
    console.log('hitlab: lesson link (' + link.length + ' characters): ' + link);
    return link;
  },
  async readShareLink(fragment) {
    const b64 = fragment.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '==='.slice((b64.length + 3) % 4));
    const u8 = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const text = await new Response(new Blob([u8]).stream()
        .pipeThrough(new DecompressionStream('deflate-raw'))).text();
    const cut = text.indexOf('\n');
    if (cut < 0) throw new Error('no scene in it');
    return {header: JSON.parse(text.slice(0, cut)), scene: text.slice(cut + 1)};
  },

  // [SECTION] Link parameters: what the program's options accept (app/main.cpp), checked here so that a
  // mistyped link opens the page with a notice instead of stopping at the option parser's message.
  linkChecks: {
    pair: [/^[^,]+,[^,]+$/, {en: 'two shape ids, as pair=A,B', ja: '2つの図形の ID（pair=A,B のように）'}],
    step: [/^[1-9][0-9]{0,5}$/, {en: 'a step number: 1, 2, ...', ja: 'ステップの番号（1、2、…）'}],
    lang: [/^(en|ja)$/, {en: 'en or ja', ja: 'en か ja'}],
    band: [/^-?[0-9]+(\.[0-9]+)?$/, {en: 'an exponent from -16 to -1, as band=-3', ja: '-16 から -1 までの指数（band=-3 のように）'},
           (v) => Number(v) >= -16 && Number(v) <= -1],
    batch: [/^[1-9][0-9]{0,6}$/, {en: 'a number of segments from 1 to 9999999', ja: '1 から 9999999 までの線分の数'}],
    'bench-frames': [/^[1-9][0-9]{0,5}$/, {en: 'a number of frames: 1, 2, ...', ja: 'フレームの数（1、2、…）'}],
    lesson: [/^([0-9A-Za-z_-]{1,64}|[^?#]+\.json)$/,
             {en: 'a lesson id, as lesson=004, or a lesson file on this site, as lesson=my-lesson.json',
              ja: 'レッスンの ID（lesson=004 のように）か、このサイトにあるレッスンのファイル（lesson=my-lesson.json のように）'}],
    page: [/^[1-9][0-9]{0,3}$/, {en: 'a page number: 1, 2, ...', ja: 'ページの番号（1、2、…）'}],
  },
  // The notice's id for a parameter the program would refuse ('' when it is fine), and what it wants.
  linkProblem(name, value) {
    const check = this.linkChecks[name];
    if (!check) return '';
    const ok = check[0].test(value) && (!check[2] || check[2](value));
    return ok ? '' : value === '' ? 'parameter-empty' : 'parameter-wrong';
  },
  linkWanted(name) { return this.linkChecks[name][1][this.pageLanguage()]; },

  // [SECTION] Text input: while a text field of the app has the keyboard, a hidden text box has the focus, so
  // that the system's input method composes (Japanese) and a tablet shows its keyboard. What it commits goes
  // to the program as text (hitlab_text_input); the keys that edit (Backspace, Enter, arrows) still reach the
  // program as keys, but not those the input method is composing with.
  textBox: null,
  composing: false,
  committed: '',
  makeTextBox() {
    const box = document.createElement('textarea');
    box.id = 'text-input';
    box.setAttribute('autocapitalize', 'off');
    box.setAttribute('autocomplete', 'off');
    box.setAttribute('spellcheck', 'false');
    box.style.cssText = 'position: fixed; left: 0; top: 0; width: 2em; height: 1.5em; opacity: 0; ' +
                        'font-size: 16px; border: 0; padding: 0; resize: none; z-index: -1;';
    const send = (text) => { if (text) Module.ccall('hitlab_text_input', null, ['string'], [text]); };
    box.addEventListener('compositionstart', () => { this.composing = true; });
    box.addEventListener('compositionend', (e) => {
      this.composing = false;
      this.committed = e.data || '';
      send(this.committed);
      box.value = '';
    });
    // Typed or pasted text, taken whole before the box changes (Chrome splits a text with line breaks into
    // one input event per line, the breaks with no data).
    box.addEventListener('beforeinput', (e) => {
      if (e.isComposing || this.composing || !/^insert(Text|FromPaste|ReplacementText)$/.test(e.inputType)) return;
      const text = e.data ?? (e.dataTransfer ? e.dataTransfer.getData('text/plain') : '');
      e.preventDefault();
      const repeat = text && text === this.committed;
      this.committed = '';
      if (!repeat) send(text);
    });
    box.addEventListener('input', (e) => {
      if (e.isComposing || this.composing) return;
      // (text an input method committed comes with compositionend; some browsers repeat it here)
      const repeat = e.data && e.data === this.committed;
      this.committed = '';
      if (!repeat && /^insert(Text|FromPaste|ReplacementText)$/.test(e.inputType)) send(e.data || box.value);
      box.value = '';
    });
    document.body.appendChild(box);
    return box;
  },
  textInput(on) {
    if (on) {
      this.textBox = this.textBox || this.makeTextBox();
      this.textBox.value = '';
      this.textBox.focus({preventScroll: true});
    } else if (this.textBox && document.activeElement === this.textBox) {
      this.textBox.blur();
      Module.canvas.focus({preventScroll: true});
    }
  },
  placeTextInput(x, y) {  // (window pixels of the program: the screen's, divided by the pixel ratio)
    if (!this.textBox) return;
    const rect = Module.canvas.getBoundingClientRect(), ratio = Module.canvas.width / rect.width;
    this.textBox.style.left = (rect.left + x / ratio) + 'px';
    this.textBox.style.top = (rect.top + y / ratio) + 'px';
  },

  // [SECTION] The canvas in words (app/ui/spoken.h): an outline beside the canvas, hidden from the eye but
  // not from a screen reader, and a polite live region that says what changed.
  describe(outline, announcement) {
    const lines = outline.split('\n').filter((line) => line);
    document.getElementById('outline').replaceChildren(...lines.map((line) => {
      const p = document.createElement('p');
      p.textContent = line;
      return p;
    }));
    if (!announcement) return;
    const live = document.getElementById('announce');
    // (the same words as last time are changed a little, or the region would not say them again)
    live.textContent = live.textContent === announcement ? announcement + '\u00a0' : announcement;
  },

  // [SECTION] Judges in JavaScript (app/platform/web_judge.cpp): the user's code defines any of the C
  // interface's functions (hitlab/judge_abi.h), with or without hitlab_; each is called with the same
  // arguments (an array for each double array, a polygon's vertex count after its array; a rounded_ function's
  // rects and polygons with their radius last) and returns the same values (true and false count as 1 and
  // 0). The code runs in a function of its own, in strict mode.
  judges: [],
  judgeMessage(error, message, bytes) {
    const text = error && error.name ? error.name + ': ' + error.message : String(error);
    stringToUTF8(text.split('\n')[0], message, bytes);
  },
  // pairList: "segment_segment:points,...,rect_rect:rounded,..." (the pair types in order, and which have
  // a points function, which rounded ones); layout: "answer=0 pointCount=4 ..." (AnswerRecord's fields' byte
  // offsets); exportBits: "pair=1 points=2 distance=4 rounded=8 roundedDistance=16 motion=32" (hitlab/judge.h's
  // ExportedFunction). All from C++, nothing repeated here.
  compileJudge(code, pairList, layout, exportBits, message, bytes) {
    const pairs = pairList.split(',').map((entry) => {
      const [name, ...kinds] = entry.split(':');
      return {name, points: kinds.includes('points'), rounded: kinds.includes('rounded')};
    });
    const numbers = (text) => Object.fromEntries(text.split(' ').map((kv) => {
      const [key, value] = kv.split('=');
      return [key, Number(value)];
    }));
    const names = ['judge_info'];
    for (const p of pairs) {
      names.push(p.name, 'distance_' + p.name, 'points_' + p.name, 'toi_' + p.name);
      if (p.rounded) names.push('rounded_' + p.name, 'distance_rounded_' + p.name);
    }
    const pick = names.map((n) => `${n}: typeof hitlab_${n} === 'function' ? hitlab_${n} : ` +
                                  `typeof ${n} === 'function' ? ${n} : undefined`);
    try {
      const fns = new Function('"use strict";\n' + code + '\n;return {' + pick.join(', ') + '};')();
      this.judges.push({pairs, fns, at: numbers(layout), bit: numbers(exportBits)});
      return this.judges.length - 1;
    } catch (e) {
      this.judgeMessage(e, message, bytes);
      return -1;
    }
  },
  describeJudge(id, exports, info, bytes) {  // exports: a byte per pair type, the bits of its functions
    const j = this.judges[id];
    j.pairs.forEach((p, k) => {
      let bits = 0;
      if (j.fns[p.name]) bits |= j.bit.pair;
      if (p.points && j.fns['points_' + p.name]) bits |= j.bit.points;
      if (j.fns['distance_' + p.name]) bits |= j.bit.distance;
      if (p.rounded && j.fns['rounded_' + p.name]) bits |= j.bit.rounded;
      if (p.rounded && j.fns['distance_rounded_' + p.name]) bits |= j.bit.roundedDistance;
      if (j.fns['toi_' + p.name]) bits |= j.bit.motion;
      HEAPU8[exports + k] = bits;
    });
    let text = '';
    try { text = j.fns.judge_info ? String(j.fns.judge_info()) : ''; } catch (e) { text = 'judge_info threw'; }
    stringToUTF8(text, info, bytes);
  },
  // record: an AnswerRecord as C++ made it (no points, no distance, a pair function), filled at j.at's offsets.
  // rounded: ask the rounded_ functions (a polygon's 2 n + 1 values, its radius last).
  callJudge(id, pair, rounded, a, na, polygonA, b, nb, polygonB, record, message, bytes) {
    const j = this.judges[id], p = j.pairs[pair], name = (rounded ? 'rounded_' : '') + p.name;
    const shape = (at, n, polygon) => {
      const values = Array.from(HEAPF64.subarray(at >> 3, (at >> 3) + n));
      return polygon ? [values, Math.floor(n / 2)] : [values];
    };
    const args = [...shape(a, na, polygonA), ...shape(b, nb, polygonB)];
    const int32 = (field, v) => { HEAP32[(record + j.at[field]) >> 2] = v; };
    const byte = (field, v) => { HEAPU8[record + j.at[field]] = v; };
    const float64 = (field, k, v) => { HEAPF64[((record + j.at[field]) >> 3) + k] = v; };
    try {
      let answer = 0;
      if (j.fns[name]) {
        answer = j.fns[name](...args);
        if (typeof answer === 'boolean') answer = answer ? 1 : 0;
        if (typeof answer !== 'number' || !Number.isInteger(answer)) {
          stringToUTF8(`${name} returned ${String(answer)} (0 to 3, or negative to decline)`, message, bytes);
          return 2;
        }
        int32('answer', answer);
      } else {
        byte('pairFunction', 0);  // (a distance or points function alone: its numbers are judged)
      }
      if (answer < 0) return 0;
      const points = p.points && !rounded ? j.fns['points_' + name] : undefined;
      if (points) {
        const xy = [NaN, NaN, NaN, NaN];
        const count = points(...args, xy);
        if (!Number.isInteger(count)) {
          stringToUTF8(`points_${name} returned ${String(count)} (0 to 2)`, message, bytes);
          return 2;
        }
        int32('pointCount', count < 0 ? -1 : count);
        for (let k = 0; k < 4; ++k) float64('points', k, Number(xy[k]));
      }
      const distance = j.fns['distance_' + name];
      if (distance) byte('hasDistance', 1), float64('distance', 0, Number(distance(...args)));
      return 0;
    } catch (e) {
      this.judgeMessage(e, message, bytes);
      return 1;
    }
  },

  // In motion: toi_<pair>(a..., b..., va, vb, t) with va and vb as [x, y] and t an array whose t[0] it sets
  // (and t[1], t[2]: the contact normal, from a towards b, as abi 5's hitlab_toi_normal_<pair>); it returns 1
  // (contact at t[0]), 0 (none in the step) or negative (declines). Writes the answer, the time and the
  // normal to *answer, *time and normal[0..1] (*hasNormal 1 when it set one); 0, or 1 with the message of
  // what it threw, or 2 with what it returned.
  callJudgeMotion(id, pair, a, na, polygonA, b, nb, polygonB, va, vb, answer, time, normal, hasNormal, message,
                  bytes) {
    const j = this.judges[id], name = 'toi_' + j.pairs[pair].name;
    const shape = (at, n, polygon) => {
      const values = Array.from(HEAPF64.subarray(at >> 3, (at >> 3) + n));
      return polygon ? [values, Math.floor(n / 2)] : [values];
    };
    const vector = (at) => Array.from(HEAPF64.subarray(at >> 3, (at >> 3) + 2));
    const t = [NaN];
    try {
      let r = j.fns[name](...shape(a, na, polygonA), ...shape(b, nb, polygonB), vector(va), vector(vb), t);
      if (typeof r === 'boolean') r = r ? 1 : 0;
      if (typeof r !== 'number' || !Number.isInteger(r) || r > 1) {
        stringToUTF8(`${name} returned ${String(r)} (1 with t[0], 0, or negative to decline)`, message, bytes);
        return 2;
      }
      HEAP32[answer >> 2] = r;
      HEAPF64[time >> 3] = Number(t[0]);
      if (t.length > 1) {
        HEAPF64[normal >> 3] = Number(t[1]);
        HEAPF64[(normal >> 3) + 1] = Number(t[2]);
        HEAP32[hasNormal >> 2] = 1;
      }
      return 0;
    } catch (e) {
      this.judgeMessage(e, message, bytes);
      return 1;
    }
  },

  // [SECTION] Tests: the --frame-report line (app/platform/frame_report.h), read back from the file system
  frameReport() {
    try { return FS.readFile('/frame-report', {encoding: 'utf8'}); } catch (e) { return ''; }
  },
};

// [SECTION] Before main: storage, the query parameters and a share link become the program's arguments
Module['preRun'] = Module['preRun'] || [];
Module['preRun'].push(() => {
  addRunDependency('hitlab-page');
  const args = Module['arguments'];
  const params = new URLSearchParams(location.search);
  const withValue = {pair: '--pair', step: '--step', lang: '--lang', band: '--band', batch: '--batch',
                     'bench-frames': '--bench-frames', lesson: '--lesson', page: '--page'};
  const flags = {explain: '--explain', embed: '--embed', 'direct-dots': '--direct-dots', 'keep-view': '--keep-view', present: '--present'};
  // The file a parameter names on this site, fetched into the page's files: its path there ('' when it
  // cannot be, the page saying why).
  const fetchToFile = async (name) => {
    const url = new URL(params.get(name), location.href);
    const fields = {name, value: params.get(name)};
    if (url.origin !== location.origin) {
      Module.hitlab.notice('other-site-' + name, fields);
      return '';
    }
    const response = await fetch(url).catch((e) => ({ok: false, statusText: e.message}));
    if (!response.ok) {
      fields.why = [response.status, response.statusText].filter(Boolean).join(' ');
      Module.hitlab.notice('cannot-fetch', fields);
      return '';
    }
    const path = '/home/web_user/' + (url.pathname.split('/').pop() || name + '.json');
    FS.writeFile(path, new Uint8Array(await response.arrayBuffer()));
    const modified = Date.parse(response.headers.get('Last-Modified')) || 0;
    FS.utime(path, modified, modified);  // (the server's time: an autosave newer than it is offered)
    return path;
  };
  const setUp = async () => {
    FS.mkdirTree('/home/web_user');
    FS.chdir('/home/web_user');
    FS.mkdir('/persist');
    FS.mount(IDBFS, {}, '/persist');
    await new Promise((resolve) => FS.syncfs(true, (err) => {
      if (err) console.warn('hitlab: no browser storage (autosave and settings are not kept):', err);
      resolve();
    }));
    Module.hitlab.lastFingerprint = Module.hitlab.fingerprint();
    let scene = '';
    const share = location.hash.startsWith('#share=') ? location.hash.slice(7) : '';
    if (share) {
      try {
        const shared = await Module.hitlab.readShareLink(share);
        // (named by its contents: the autosave slot of one link is not offered for another)
        let hash = 2166136261;
        for (let i = 0; i < share.length; ++i) hash = Math.imul(hash ^ share.charCodeAt(i), 16777619) >>> 0;
        scene = '/home/web_user/shared-' + hash.toString(16).padStart(8, '0') + '.json';
        FS.writeFile(scene, shared.scene);
        FS.utime(scene, 0, 0);  // (older than any autosave of it: reopening the link offers its edits back)
        const h = shared.header;
        if (h.pair) params.set('pair', h.pair);
        if (h.step) params.set('step', String(h.step)), params.set('explain', '');
        if (h.lang) params.set('lang', h.lang);
        params.set('keep-view', '');  // (the view the sender saw, not the pair framed anew)
      } catch (e) {
        Module.hitlab.notice('share-link-unreadable', {why: e.message});
      }
    } else if (params.get('scene') === '') {
      Module.hitlab.notice('scene-empty');
    } else if (params.has('scene')) {
      scene = await fetchToFile('scene');
    }
    if (scene) args.push(scene);
    // #lesson=: a whole lesson in the link (File > Copy lesson link)
    if (location.hash.startsWith('#lesson=')) {
      try {
        const text = await Module.hitlab.unpack(location.hash.slice(8));
        let hash = 2166136261;
        for (let i = 0; i < text.length; ++i) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619) >>> 0;
        const lesson = '/home/web_user/lesson-' + hash.toString(16).padStart(8, '0') + '.json';
        FS.writeFile(lesson, text);
        params.delete('lesson');
        args.push('--lesson', lesson);
      } catch (e) {
        Module.hitlab.notice('lesson-link-unreadable', {why: e.message});
      }
    }
    // lesson=teacher/my-lesson.json: a lesson file on this site (lesson=004: a bundled one, by its id)
    if (params.has('lesson') && params.get('lesson').endsWith('.json')) {
      const lesson = await fetchToFile('lesson');
      params.delete('lesson');
      if (lesson) args.push('--lesson', lesson);
    }
    // (no destructuring in for-of: Emscripten 3.1.6's minifier mangles it)
    for (const name of Object.keys(withValue)) {
      if (!params.has(name)) continue;
      const value = params.get(name), problem = Module.hitlab.linkProblem(name, value);
      if (problem) Module.hitlab.notice(problem, {name, value, wanted: Module.hitlab.linkWanted(name)});
      else args.push(withValue[name], value);
    }
    for (const name of Object.keys(flags))
      if (params.has(name)) args.push(flags[name]);
    if (params.has('frame-report')) args.push('--frame-report', '/frame-report');
    const known = ['scene', 'frame-report'].concat(Object.keys(withValue), Object.keys(flags));
    for (const name of params.keys())
      if (!known.includes(name)) Module.hitlab.notice('parameter-unknown', {name});
  };
  // The bundled scenes are as old as the page (not the time it loaded): an autosave of one is offered back.
  addOnPreMain(() => {
    for (const name of FS.readdir('/scenes'))
      if (name.endsWith('.json')) FS.utime('/scenes/' + name, 0, 0);
  });
  setUp().catch((e) => Module.hitlab.notice('page-failed', {why: e.message}))
      .finally(() => removeRunDependency('hitlab-page'));
});

// [SECTION] Touch: fingers on the canvas go to the app (app/model/touch.h), not to the browser (no page
// scroll or zoom) nor to Emscripten's GLFW, which would take a finger for a mouse button at a stale place.
// Listened to on the window in the capture phase: before the canvas's own listeners, which never see them.
const touchKinds = {touchstart: 0, touchmove: 1, touchend: 2, touchcancel: 3};
for (const type of Object.keys(touchKinds)) {
  window.addEventListener(type, (event) => {
    if (event.target !== Module.canvas) return;
    event.preventDefault();  // (no scroll, no page zoom, no mouse events made up from the touch)
    event.stopPropagation();
    if (!Module.calledRun) return;
    const rect = Module.canvas.getBoundingClientRect();
    const sx = Module.canvas.width / rect.width, sy = Module.canvas.height / rect.height;
    for (let i = 0; i < event.changedTouches.length; ++i) {
      const t = event.changedTouches[i];
      Module._hitlab_touch(touchKinds[type], t.identifier, (t.clientX - rect.left) * sx, (t.clientY - rect.top) * sy);
    }
  }, {capture: true, passive: false});
}
// (Safari's own pinch gesture events)
for (const type of ['gesturestart', 'gesturechange']) document.addEventListener(type, (e) => e.preventDefault());

// [SECTION] The wheel: Emscripten 3.1.6's GLFW hands the scroll callback the browser's deltaY as it is
// (pixels, down positive), where GLFW's is in steps, up positive: one notch of a mouse wheel zoomed the canvas
// by 1.15^100 and scrolled the sidebar the wrong way. A wheel event on the canvas is handed on as GLFW's (100
// pixels, or 3 lines, a step), before Emscripten's listener sees it.
window.addEventListener('wheel', (event) => {
  if (event.target !== Module.canvas || event.hitlabSteps) return;
  event.stopImmediatePropagation();
  event.preventDefault();
  const per = event.deltaMode === 0 ? 100 : event.deltaMode === 1 ? 3 : 1;
  const steps = new WheelEvent('wheel', {
    deltaX: -event.deltaX / per, deltaY: -event.deltaY / per, deltaMode: 0, clientX: event.clientX,
    clientY: event.clientY, screenX: event.screenX, screenY: event.screenY, ctrlKey: event.ctrlKey,
    shiftKey: event.shiftKey, altKey: event.altKey, metaKey: event.metaKey, bubbles: true, cancelable: true});
  steps.hitlabSteps = true;
  Module.canvas.dispatchEvent(steps);
}, {capture: true, passive: false});

// [SECTION] Keys: the app's shortcuts, not the browser's (Ctrl+S would save the page, Ctrl+O open a file...)
// While the hidden text box has the focus, typed characters reach the program through it (its input
// events), not as key presses too; keys an input method composes with do not reach the program at all.
// (Registered before the program's own listeners on the window: these run first.)
const typingInTextBox = (event) => Module.hitlab.textBox && event.target === Module.hitlab.textBox;
window.addEventListener('keypress', (event) => { if (typingInTextBox(event)) event.stopImmediatePropagation(); }, true);
window.addEventListener('keydown', (event) => {
  if (event.isComposing || event.keyCode === 229 || Module.hitlab.composing) event.stopImmediatePropagation();
}, true);
window.addEventListener('keydown', (event) => {
  const key = event.key.toLowerCase();
  if ((event.ctrlKey || event.metaKey) && ['s', 'o', 'd', 'z', 'y', 'a', 'l', 'e', '=', '+', '-', '0'].includes(key)) event.preventDefault();
}, true);
