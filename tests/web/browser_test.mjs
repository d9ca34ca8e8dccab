// The page in a real browser: Debian's Chromium, headless, WebGL 2 through SwiftShader, driven by
// puppeteer-core (pinned in package.json; it drives the system Chromium and downloads no browser). Every step
// waits for the app's state, read from the frame report it writes after each frame (frame-report parameter,
// app/platform/frame_report.h), never for a time.
//
//   node browser_test.mjs WEB_DIR NATIVE_CLI DESKTOP_PNG WORK_DIR
//
// WEB_DIR is the web build (index.html, hitlab.js...), served here on 127.0.0.1 with WORK_DIR at /test/;
// DESKTOP_PNG the desktop app's screenshot of /test/compare.json at 1280x800 (check_browser.sh makes both).
// Steps: the welcome scene's first frame (its time logged against the 3 s budget); a scene by scene=; a drag
// with real mouse events; Ctrl+S (a download whose contents the native CLI reads: the pair now overlaps);
// Ctrl+Z and Ctrl+S (the circle back, bit for bit); View > Language > 日本語 (remembered); the text size
// (Ctrl+= / Ctrl+- / Ctrl+0, remembered); an edit, a reload and the restore prompt; a share link (Ctrl+L)
// opened in a new page (the same scene, bit for bit, the same pair and step); the file chooser, Save As and
// a dropped file; the batch view; a 50-shape scene's link length; a scene that does not load (the loader's
// message on the page); embed; the canvas against the desktop's screenshot; a 1,000-shape drag's frame times.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {check, click, downloads, drag, fail, finish, launch, move, openPage as open, pixel as pixelAt, press, pressUntil, report, spoken, startServer,
        step, timeout} from './harness.mjs';

const [webDir, nativeCli, desktopPng, workDir] = process.argv.slice(2);
const server = await startServer(webDir, workDir);
const origin = server.origin;
const browser = await launch(workDir);
const nextDownload = await downloads(browser, path.join(workDir, 'downloads'));

// [SECTION] Pages
const openPage = (query) => open(browser, `${origin}/index.html${query ? '?' + query : ''}`);
const pixel = (r, view, x, y) => pixelAt(r, view, x, y).map(Math.round);
const evalScene = (text) => {
  const file = path.join(workDir, 'eval-input.json');
  fs.writeFileSync(file, text);
  return JSON.parse(execFileSync(nativeCli, ['eval', file], {encoding: 'utf8'}));
};
const relationOf = (result, a, b) => result.pairs.find((p) => p.a === a && p.b === b).relation;

// [SECTION] The steps
const dragView = [4.5, 0, 50];
await step('the welcome scene, its first frame (budget: 3 s after navigation)', async () => {
  const page = await browser.newPage();
  const t0 = Date.now();
  await page.goto(`${origin}/index.html?frame-report`);
  const first = await report(page, 'r.frame >= 1', 'the first frame');
  console.log(`  first frame of the welcome scene ${Date.now() - t0} ms after navigation`);
  // (the page's own subsets of Noto Sans CJK JP and its Mono: app/web/make_font.py)
  check(first.fonts === 'hitlab-ui.otf#0,hitlab-mono.otf#0', `the atlas is built from ${first.fonts}`);
  const m = await page.evaluate(() => performance.getEntriesByType('navigation')[0].duration);
  check(m >= 0, 'no navigation timing');
  await page.close();
});

let editPage;
await step('scene=, a drag with the mouse, Ctrl+S downloads the moved scene', async () => {
  const page = editPage = await openPage('scene=/test/drag.json');
  const r = await report(page, 'true', 'a report');
  const [cx, cy] = pixel(r, dragView, 3, -2);  // c1's centre, dragged 2.2 units right
  await drag(page, cx, cy, cx + 110, cy);
  await report(page, 'r.revision >= 1 && r.dirty === 1', 'the drag as an edit');
  const saved = await nextDownload(() => press(page, 'Control', 's'));
  check(saved.name === 'drag.json', `the download is named ${saved.name}, not drag.json`);
  const c1 = JSON.parse(saved.text).shapes[0].center[0];
  check(Math.abs(c1 - 5.2) < 0.05, `c1.x is ${c1} after the drag, not 5.2`);
  check(relationOf(evalScene(saved.text), 'c1', 'c2') === 'overlapping', 'c1 / c2 do not overlap after the drag');
});

await step('Ctrl+Z, Ctrl+S: c1 back where it was, exactly', async () => {
  await press(editPage, 'Control', 'z');
  const saved = await nextDownload(() => press(editPage, 'Control', 's'));
  const c1 = JSON.parse(saved.text).shapes[0].center;
  check(c1[0] === 3 && c1[1] === -2, `c1 is at ${c1} after undo`);
  check(relationOf(evalScene(saved.text), 'c1', 'c2') === 'disjoint', 'c1 / c2 are not disjoint after undo');
});

await step('View > Language > 日本語, remembered in the browser storage', async () => {
  await click(editPage, 132, 11);  // (16 px text: a menu's item k is at y = 38 + 20 k)
  await move(editPage, 180, 138);
  await move(editPage, 400, 138);
  await click(editPage, 400, 158);
  await report(editPage, 'r.lang === "ja"', 'Japanese');
  const settings = await editPage.evaluate(() => FS.readFile('/persist/config/settings.txt', {encoding: 'utf8'}));
  check(settings.split('\n').includes('language=ja'), `settings.txt holds ${settings}`);
});

await step('Ctrl+= and Ctrl+-: the text size, remembered in the browser storage', async () => {
  const t0 = Date.now();
  for (let i = 0; i < 6; ++i) await press(editPage, 'Control', '=');
  await report(editPage, 'r.text === 300', 'the text at 300%');
  console.log(`  six font atlases built, up to 300%, in ${Date.now() - t0} ms`);
  await press(editPage, 'Control', '0');
  await press(editPage, 'Control', '=');
  await report(editPage, 'r.text === 125', 'Ctrl+0, Ctrl+=: 125%');
  const settings = await editPage.evaluate(() => FS.readFile('/persist/config/settings.txt', {encoding: 'utf8'}));
  check(settings.split('\n').includes('text=125'), `settings.txt holds ${settings}`);
  await press(editPage, 'Control', '-');
  await report(editPage, 'r.text === 100', 'Ctrl+-: 100%');
});

await step('an unsaved edit, a reload: the restore prompt brings it back', async () => {
  const r = await report(editPage, 'true', 'a report');
  const [cx, cy] = pixel(r, dragView, 7, -2);  // c2, 1 unit up
  await drag(editPage, cx, cy, cx, cy - 50);
  const edited = await report(editPage, `r.revision > ${r.revision} && r.dirty === 1`, 'the edit');
  await report(editPage, `r.autosaved === ${edited.revision}`, 'the autosave');
  await editPage.waitForFunction(() => !Module.hitlab.syncing && Module.hitlab.fingerprint() === Module.hitlab.lastFingerprint,
                                 {timeout, polling: 20});
  await editPage.reload();
  await report(editPage, 'r.frame >= 3', 'the reloaded page');
  const again = await report(editPage, 'true', 'a report');
  check(again.lang === 'ja', 'the language was not remembered over the reload');
  await press(editPage, 'Enter');  // (Restore is the prompt's default)
  await report(editPage, 'r.dirty === 1', 'the restored edit');
  const saved = await nextDownload(() => press(editPage, 'Control', 's'));
  const c2 = JSON.parse(saved.text).shapes[1].center;
  check(Math.abs(c2[0] - 7) < 1e-9 && Math.abs(c2[1] + 1) < 0.05, `c2 is at ${c2} after the restore, not (7, -1)`);
  await editPage.close();
});

await step('Ctrl+L copies a share link; opened, it shows the same scene, pair and step', async () => {
  const page = await openPage('scene=/test/compare.json&pair=p,q&explain&step=3&lang=en');
  const sender = await report(page, 'r.step === 3 && r.pair[0] >= 0', 'step 3 of the pair');
  await press(page, 'Control', 'l');
  const link = await page.waitForFunction(() => Module.hitlab.lastShareLink, {timeout}).then((h) => h.jsonValue());
  check(link.includes('#share='), 'the link has no #share= fragment');
  const shared = await browser.newPage();
  const url = new URL(link);
  check(!url.searchParams.has('frame-report'), 'the link keeps the test parameter frame-report');
  url.searchParams.set('frame-report', '');
  await shared.goto(url.href);
  const r = await report(shared, 'r.frame >= 3', 'the shared page');
  check(r.step === 3, `the shared page shows step ${r.step}, not 3`);
  check(r.pair[0] >= 0 && r.pair[1] >= 0, 'the shared page has no pair selected');
  check(r.view.join() === sender.view.join(), `the shared page's view ${r.view} is not the sender's ${sender.view}`);
  const saved = await nextDownload(() => press(shared, 'Control', 's'));
  const original = JSON.parse(fs.readFileSync(path.join(workDir, 'compare.json'), 'utf8'));
  const copy = JSON.parse(saved.text);
  // Every coordinate bit for bit (Object.is: -0 is not 0; JSON.parse reads each number to the nearest double).
  const same = (a, b) => typeof a === 'number' ? Object.is(a, b)
      : Array.isArray(a) ? Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]))
      : a && typeof a === 'object' ? Object.keys(a).length === Object.keys(b || {}).length &&
                                     Object.keys(a).every((k) => same(a[k], b[k]))
      : a === b;
  check(same(copy.shapes, original.shapes), 'the shared scene differs from the original');
  check(Object.is(copy.shapes[0].points[0][1], -0), 'the shared scene lost the sign of -0.0');
  check(JSON.stringify(evalScene(saved.text)) === JSON.stringify(evalScene(JSON.stringify(original))),
        'the shared scene evaluates differently');
  await shared.close();
  await page.close();
});

await step('Ctrl+O: the browser\'s file chooser opens a scene; Ctrl+Shift+S saves it under a new name', async () => {
  const page = await openPage('');
  const [chooser] = await Promise.all([page.waitForFileChooser({timeout}), press(page, 'Control', 'o')]);
  const r0 = await report(page, 'true', 'a report');
  await chooser.accept([path.join(workDir, 'compare.json')]);
  await report(page, `r.revision > ${r0.revision} && r.dirty === 0`, 'the chosen scene (opening one adds a revision)');
  const saved = await nextDownload(() => press(page, 'Control', 's'));
  check(saved.name === 'compare.json', `Ctrl+S downloads ${saved.name}, not compare.json`);
  check(JSON.parse(saved.text).shapes.map((s) => s.id).join() === 'p,q,k', 'the chosen scene did not open');
  await press(page, 'Control', 'Shift', 's');  // (the picker asks for a name, its field focused)
  await press(page, 'Control', 'a');
  const r1 = await report(page, 'true', 'a report');
  await page.keyboard.type('renamed.json');
  await report(page, `r.keys >= ${r1.keys + 24}`, 'the typed name');
  const renamed = await nextDownload(() => press(page, 'Enter'));
  check(renamed.name === 'renamed.json', `Save As downloads ${renamed.name}, not renamed.json`);
  check(renamed.text === saved.text, 'Save As wrote other contents than Save');
  await page.close();
});

await step('a .json dropped on the page opens', async () => {
  const page = await openPage('');
  const text = fs.readFileSync(path.join(workDir, 'drag.json'), 'utf8');
  const r0 = await report(page, 'true', 'a report');
  await page.evaluate((json) => {
    const data = new DataTransfer();
    data.items.add(new File([json], 'dropped.json', {type: 'application/json'}));
    Module.canvas.dispatchEvent(new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true}));
  }, text);
  await report(page, `r.revision > ${r0.revision}`, 'the dropped scene (opening one adds a revision)');
  const saved = await nextDownload(() => press(page, 'Control', 's'));
  check(saved.name === 'dropped.json', `Ctrl+S downloads ${saved.name}, not dropped.json`);
  check(JSON.parse(saved.text).shapes.map((s) => s.id).join() === 'c1,c2,r', 'the dropped scene did not open');
  await page.close();
});

await step('batch=N: the batch view (seed 000\'s NumPy test)', async () => {
  const page = await openPage('batch=300');
  await report(page, 'r.batch === 300', 'the batch view with 300 segments');
  await page.close();
});

await step('a 50-shape scene\'s share link is well under 8 KB', async () => {
  const page = await openPage('scene=/test/fifty.json');
  await press(page, 'Control', 'l');
  const link = await page.waitForFunction(() => Module.hitlab.lastShareLink, {timeout}).then((h) => h.jsonValue());
  console.log(`  share link of 50 shapes: ${link.length} characters`);
  check(link.length < 8192, `the link is ${link.length} characters long`);
  await page.close();
});

await step('a scene that does not load: the loader\'s message on the page', async () => {
  const page = await openPage('scene=/test/bad.json');
  const text = await page.waitForFunction(() => {
    const box = document.getElementById('messages');
    return box && !box.hidden && box.textContent;
  }, {timeout}).then((h) => h.jsonValue());
  check(/bad\.json/.test(text) && /radius/.test(text), `the page says: ${text}`);
  await page.close();
});

await step('embed: the canvas and Explain alone', async () => {
  const page = await openPage('embed&scene=/test/compare.json&pair=p,q&step=2');
  const r = await report(page, 'r.step === 2', 'step 2');
  check(r.canvas[1] === 0 && r.canvas[3] === 800, `the embedded canvas is ${r.canvas}: menu or status bar shown`);
  await page.close();
});

await step('the canvas as the desktop draws it (same scene, pair and step)', async () => {
  const page = await openPage('scene=/test/compare.json&pair=p,q&explain&step=2&lang=en');
  const r = await report(page, 'r.step === 2', 'step 2');
  const shot = await page.screenshot({type: 'png', encoding: 'base64'});
  const desktop = fs.readFileSync(desktopPng).toString('base64');
  const diff = await page.evaluate(async (a, b, box) => {
    const load = async (b64) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return g.getImageData(0, 0, img.width, img.height);
    };
    const [p, q] = [await load(a), await load(b)];
    if (p.width !== q.width || p.height !== q.height) return {size: `${p.width}x${p.height} vs ${q.width}x${q.height}`};
    let differ = 0, n = 0;
    for (let y = box[1]; y < box[3]; ++y)
      for (let x = box[0]; x < box[2]; ++x, ++n) {
        const i = (y * p.width + x) * 4;
        const d = Math.max(Math.abs(p.data[i] - q.data[i]), Math.abs(p.data[i + 1] - q.data[i + 1]),
                           Math.abs(p.data[i + 2] - q.data[i + 2]));
        if (d > 40) differ++;
      }
    return {differ, n};
  }, shot, desktop, r.canvas);
  if (diff.size) { fail('the screenshots differ in size: ' + diff.size); return; }
  const share = diff.differ / diff.n;
  console.log(`  canvas pixels that differ from the desktop's by more than 40/255: ${diff.differ} of ${diff.n} (${(100 * share).toFixed(3)}%)`);
  check(share < 0.01, 'more than 1% of the canvas differs from the desktop');
  await page.close();
});

await step('lesson=004: its question answered with the key 1, its first task done by a real drag', async () => {
  const lesson = JSON.parse(fs.readFileSync(new URL('../../lessons/004-separating-hyperplane.json', import.meta.url)));
  const first = lesson.pages[0], task = first.task;
  const shape = first.scene.shapes.find((s) => s.id === task.solution.shape);  // (a segment on the x axis)
  const page = await openPage('lesson=004&lang=ja');
  await report(page, 'r.lesson === "004,1,question"', 'the lesson\'s first page, its question waiting');
  await press(page, '1');
  const r = await report(page, 'r.lesson === "004,1,task"', 'the task shown once the question is answered');
  const mid = [(shape.a[0] + shape.b[0]) / 2, (shape.a[1] + shape.b[1]) / 2];
  const [x0, y0] = pixel(r, r.view, mid[0], mid[1]);
  const [x1, y1] = pixel(r, r.view, mid[0] + task.solution.by[0], mid[1] + task.solution.by[1]);
  await drag(page, x0, y0, x1, y1, 4);
  await report(page, 'r.lesson === "004,1,done"', 'the task done, decided by the core');
  await page.close();
});

await step('a teacher\'s lesson in the page: Ctrl+Shift+E, a task recorded from a drag, Save as downloads it; lesson=FILE.json plays it', async () => {
  fs.writeFileSync(path.join(workDir, 'teacher-scene.json'), JSON.stringify({hitlab: 1, view: {center: [2, 0], zoom: 50}, shapes: [
    {id: 'c1', type: 'circle', center: [0, 0], radius: 1}, {id: 'c2', type: 'circle', center: [4, 0], radius: 1}]}));
  const page = await openPage('scene=/test/teacher-scene.json&pair=c1,c2&keep-view');
  await report(page, 'r.pair[0] === 0 && r.pair[1] === 1', 'the pair c1, c2');
  await press(page, 'Control', 'Shift', 'E');
  let r = await report(page, 'r.editor === 1 && r.at_set_task[0] > 0', 'the lesson editor open');
  await click(page, r.at_set_task[0], r.at_set_task[1]);
  r = await report(page, `r.editor_revision > ${r.editor_revision} && r.at_record[0] > 0`, 'Set a task');
  await press(page, 'g');  // (snap: a drag of whole grid steps, 2 units exactly)
  const [x0, y0] = pixel(r, r.view, 4, 0), [x1, y1] = pixel(r, r.view, 2, 0);
  await drag(page, x0, y0, x1, y1, 4);
  r = await report(page, 'true', 'a report');
  await click(page, r.at_record[0], r.at_record[1]);
  r = await report(page, `r.editor_revision > ${r.editor_revision}`, 'the solution recorded');
  await click(page, r.at_save_lesson[0], r.at_save_lesson[1]);  // (the picker asks for a name, its field focused)
  await press(page, 'Control', 'a');
  const r1 = await report(page, 'true', 'a report');
  await page.keyboard.type('teacher.json');
  await report(page, `r.keys >= ${r1.keys + 24}`, 'the typed name');
  const saved = await nextDownload(() => press(page, 'Enter'));
  check(saved.name === 'teacher.json', `Save as downloads ${saved.name}, not teacher.json`);
  const task = JSON.parse(saved.text).pages[0].task;
  check(JSON.stringify(task.want) === '{"relation":"touching"}', `the task wants ${JSON.stringify(task.want)}`);
  check(JSON.stringify(task.solution) === '{"shape":"c2","by":[-2,0]}', `the solution is ${JSON.stringify(task.solution)}`);
  await page.close();
  // (a number to type before the task: the distance of the circles to 3 significant digits, 2)
  const withNumber = JSON.parse(saved.text);
  withNumber.pages[0].question = {text: {en: 'How far apart are c1 and c2?'}, number: {of: 'distance', digits: 3},
                                  why: {en: 'Centres 4 apart, radii 1 each.'}};
  fs.writeFileSync(path.join(workDir, 'teacher.json'), JSON.stringify(withNumber));
  const student = await openPage('lesson=/test/teacher.json');
  r = await report(student, 'r.lesson === "my-lesson,1,question" && r.at_number[0] > 0', 'the number question waiting');
  for (const [typed, state] of [['2.000', 'question'], ['2.00', 'task']]) {
    await click(student, r.at_number[0], r.at_number[1]);
    await press(student, 'Control', 'a');
    const r2 = await report(student, 'true', 'a report');
    await student.keyboard.type(typed);
    await report(student, `r.keys >= ${r2.keys + 2 * typed.length}`, 'the typed number');
    await press(student, 'Enter');
    // (four digits: told to give three, not taken as an answer; then the right one)
    r = await report(student, `r.lesson === "my-lesson,1,${state}"`, `${typed} answered: ${state}`);
  }
  const [s0, t0] = pixel(r, r.view, 4, 0), [s1, t1] = pixel(r, r.view, 2, 0);
  await drag(student, s0, t0, s1, t1, 4);
  await report(student, 'r.lesson === "my-lesson,1,done"', 'the task done by the student\'s drag');
  // The whole lesson in a link (Copy lesson link): a new tab plays it, the student's progress offered there.
  r = await report(student, 'r.at_lesson_link[0] > 0', 'Copy lesson link drawn');
  await click(student, r.at_lesson_link[0], r.at_lesson_link[1]);
  const link = await (await student.waitForFunction(() => Module.hitlab.lastLessonLink, {timeout, polling: 20})).jsonValue();
  check(link.includes('#lesson=') && link.length < 4000, `the lesson link is ${link.length} characters: ${link.slice(0, 80)}...`);
  await student.close();
  const [base, fragment] = link.split('#');
  const linked = await browser.newPage();
  linked.on('pageerror', (e) => fail('the page threw: ' + e.message));
  await linked.goto(base + '&frame-report#' + fragment);
  r = await report(linked, 'r.lesson === "my-lesson,1,question" && r.resumed === 0', 'the linked lesson, the progress offered');
  await linked.close();
  // Too long a lesson for a link: refused, the page says how long and offers the file.
  const big = JSON.parse(saved.text);
  big.id = 'big';
  big.pages[0].caption.en = Array.from({length: 6000}, (_, i) => (i * 7919 % 104729).toString(36)).join(' ');
  fs.writeFileSync(path.join(workDir, 'big-lesson.json'), JSON.stringify(big));
  const tooBig = await openPage('lesson=/test/big-lesson.json');
  r = await report(tooBig, 'r.lesson === "big,1,task" && r.at_lesson_link[0] > 0', 'the big lesson');
  await click(tooBig, r.at_lesson_link[0], r.at_lesson_link[1]);
  const tooLong = r.lang === 'ja' ? '共有できません' : 'too long to share';  // (the notice in the app's language)
  await tooBig.waitForFunction((words) => document.getElementById('messages').textContent.includes(words),
                               {timeout, polling: 20}, tooLong);
  check(!(await tooBig.evaluate(() => Module.hitlab.lastLessonLink)), 'a link was made of a lesson too long for one');
  await tooBig.close();
});

await step('lesson=004&page=2 by the keyboard alone: Tab to B, arrow keys, the task done (no mouse event)', async () => {
  const lesson = JSON.parse(fs.readFileSync(new URL('../../lessons/004-separating-hyperplane.json', import.meta.url)));
  const second = lesson.pages[1], task = second.task;
  const index = second.scene.shapes.findIndex((s) => s.id === task.solution.shape);
  const page = await openPage('lesson=004&page=2&lang=ja');
  let r = await report(page, 'r.lesson === "004,2,task"', 'the lesson\'s second page, its task waiting');
  r = await pressUntil(page, 'Tab', `r.focus === '${index},body,0'`, `${task.solution.shape} focused`, 30);
  const [bx, by] = task.solution.by, step = r.key_step;
  check(by === 0 && Number.isInteger(bx / step), `the move ${bx},${by} is no whole number of key steps of ${step}`);
  for (let i = 0; i < Math.abs(bx / step); ++i) await press(page, bx > 0 ? 'ArrowRight' : 'ArrowLeft');
  const done = await report(page, 'r.lesson === "004,2,done"', 'the task done, decided by the core');
  check(done.buttons === 0 && done.touches === 0, `a mouse or touch event reached the page (${done.buttons}, ${done.touches})`);
  await page.close();
});

await step('a screen reader is given the canvas in words, and hears the relation change (Chromium\'s accessibility tree)', async () => {
  for (const [lang, apart, touch] of [
    ['en', 'A and B are apart, 1 from each other.', 'A and B touch at (2, 0).'],
    ['ja', 'A と B は離れています。距離は 1 です。', 'A と B は (2, 0) で接しています。']]) {
    // (a file for each language: the first one's edit leaves an autosave, whose restore prompt would open)
    fs.writeFileSync(path.join(workDir, `spoken-${lang}.json`), JSON.stringify({hitlab: 1, view: {center: [1.5, 0], zoom: 50}, shapes: [
      {id: 'A', type: 'segment', a: [0, 0], b: [2, 0]}, {id: 'B', type: 'segment', a: [3, -1], b: [3, 1]}]}));
    const page = await openPage(`scene=/test/spoken-${lang}.json&pair=A,B&lang=${lang}`);
    let r = await report(page, 'r.pair[0] === 0 && r.pair[1] === 1', 'the pair A, B');
    await spoken(page, [`>status>`, apart, lang === 'en' ? 'A: segment from (0, 0) to (2, 0)' : 'A: (0, 0) から (2, 0) への線分',
                        'application: hitlab canvas'], 'the outline and the pair apart');
    r = await pressUntil(page, 'Tab', 'r.focus === "1,body,0"', 'B focused', 10);
    check(Number.isInteger(1 / r.key_step), `B is no whole number of key steps (${r.key_step}) from touching`);
    for (let i = 0; i < 1 / r.key_step; ++i) await press(page, 'ArrowLeft');
    const lines = await spoken(page, [touch], 'the pair touching');
    check(lines.some((line) => line.includes('status') && line.includes(touch)),
          `the live region does not say "${touch}":\n  ${lines.join('\n  ')}`);
    await page.close();
  }
});

// An animation decoded by the browser's own decoder: its frames, their size, a digest of each frame's pixels
// and how many distinct ones there are.
const decodeAnimation = (page, bytes, type) => page.evaluate(async (base64, type) => {
  const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const decoder = new ImageDecoder({data, type});
  await decoder.tracks.ready;
  const frames = decoder.tracks.selectedTrack.frameCount, sums = [];
  let size = '';
  for (let i = 0; i < frames; ++i) {
    const {image} = await decoder.decode({frameIndex: i});
    const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
    const g = canvas.getContext('2d');
    g.drawImage(image, 0, 0);
    const px = g.getImageData(0, 0, canvas.width, canvas.height).data;
    let sum = 0;
    for (let k = 0; k < px.length; ++k) sum = (sum * 31 + px[k]) >>> 0;
    sums.push(sum), size = `${canvas.width}x${canvas.height}`, image.close();
  }
  return {frames, size, sums, distinct: new Set(sums).size};
}, bytes.toString('base64'), type);

await step('File > Export animation downloads Explain\'s steps as an animated WebP and GIF, a frame a step', async () => {
  const explained = JSON.parse(execFileSync(nativeCli, ['explain', '--json', path.join(workDir, 'compare.json'), 'p', 'q'],
                                            {encoding: 'utf8'}));
  const steps = explained.steps.length;
  const page = await openPage('scene=/test/compare.json&pair=p,q&lang=en');
  await report(page, 'r.pair[0] === 0 && r.pair[1] === 1', 'the pair p, q');
  for (const [name, type] of [['steps.webp', 'image/webp'], ['steps.gif', 'image/gif']]) {
    let r = await report(page, 'r.at_file_menu[0] > 0 && r.exporting === 0', 'the File menu drawn');
    await click(page, r.at_file_menu[0], r.at_file_menu[1]);
    r = await report(page, 'r.at_export_steps[0] > 0', 'File > Export animation (Explain steps) drawn');
    await click(page, r.at_export_steps[0], r.at_export_steps[1]);  // (the picker asks for a name, focused)
    await press(page, 'Control', 'a');
    await page.keyboard.type(name);
    await report(page, `r.text_len === ${name.length}`, 'the typed name');
    const file = await nextDownload(() => press(page, 'Enter'));
    check(file.name === name, `the download is named ${file.name}, not ${name}`);
    const got = await decodeAnimation(page, file.bytes, type);
    r = await report(page, 'r.exporting === 0', 'the export done');
    const [w, h] = got.size.split('x').map(Number), cw = r.canvas[2] - r.canvas[0], ch = r.canvas[3] - r.canvas[1];
    console.log(`  ${name}: ${file.bytes.length} bytes, ${got.frames} frames of ${got.size}, ${got.distinct} distinct`);
    check(got.frames === steps, `${name} has ${got.frames} frames; the pair has ${steps} Explain steps`);
    // (the canvas's corners are whole pixels in the report, rounded; the frame's are cut to whole pixels)
    check(Math.abs(w - cw) <= 1 && Math.abs(h - ch) <= 1, `${name}'s frames are ${got.size}, the canvas ${cw}x${ch}`);
    check(got.distinct > 1, `${name}'s frames are all the same picture`);
  }
  await page.close();
});

await step('File > Export animation in the page: the last drag a frame a state, a lesson page\'s reveal in two', async () => {
  // (the File menu's item at `at`, then the picker's suggested name taken with Enter: the download)
  const exportFrom = async (page, at, name) => {
    let r = await report(page, 'r.at_file_menu[0] > 0 && r.exporting === 0', 'the File menu drawn');
    await click(page, r.at_file_menu[0], r.at_file_menu[1]);
    r = await report(page, `r.${at}[0] > 0`, `File > Export animation (${at}) drawn`);
    await click(page, r[at][0], r[at][1]);
    await report(page, `r.text_len === ${name.length}`, 'the picker, its suggested name');
    const file = await nextDownload(() => press(page, 'Enter'));
    check(file.name === name, `the download is named ${file.name}, not ${name}`);
    const got = await decodeAnimation(page, file.bytes, 'image/webp');
    r = await report(page, 'r.exporting === 0', 'the export done');
    const [w, h] = got.size.split('x').map(Number), cw = r.canvas[2] - r.canvas[0], ch = r.canvas[3] - r.canvas[1];
    console.log(`  ${name}: ${file.bytes.length} bytes, ${got.frames} frames of ${got.size}, ${got.distinct} distinct`);
    check(Math.abs(w - cw) <= 1 && Math.abs(h - ch) <= 1, `${name}'s frames are ${got.size}, the canvas ${cw}x${ch}`);
    return got;
  };
  // The last drag: c1 where it was, then where the drag left it (a drag under the picker's second a frame).
  // (a copy of drag.json: the page keeps an autosave of drag.json itself from the steps above)
  fs.copyFileSync(path.join(workDir, 'drag.json'), path.join(workDir, 'drag-export.json'));
  const page = await openPage('scene=/test/drag-export.json&lang=en');
  let r = await report(page, 'true', 'a report');
  const [cx, cy] = pixel(r, dragView, 3, -2);
  await drag(page, cx, cy, cx + 110, cy);
  r = await report(page, 'r.drag_states >= 2 && r.revision >= 1', 'the drag kept');
  const dragged = await exportFrom(page, 'at_export_drag', 'drag.webp');
  check(dragged.frames >= 2, `drag.webp has ${dragged.frames} frames, not the drag's start and end`);
  check(dragged.sums[0] !== dragged.sums[dragged.frames - 1], 'drag.webp ends where it starts: c1 did not move in it');
  // What the canvas shows after the export is the live scene again: the moved c1, saved as it was.
  const saved = await nextDownload(() => press(page, 'Control', 's'));
  check(Math.abs(JSON.parse(saved.text).shapes[0].center[0] - 5.2) < 0.05, 'c1 is not where the drag left it after the export');
  await page.close();
  // The reveal: lesson 004's first page, its question waiting (the answers hidden), then shown.
  const lessonPage = await openPage('lesson=004&lang=en');
  await report(lessonPage, 'r.lesson === "004,1,question"', 'the lesson\'s first page, its question waiting');
  const reveal = await exportFrom(lessonPage, 'at_export_reveal', 'reveal.webp');
  check(reveal.frames === 2 && reveal.distinct === 2, `reveal.webp has ${reveal.frames} frames, ${reveal.distinct} distinct, not 2`);
  await report(lessonPage, 'r.lesson === "004,1,question"', 'the question still waiting after the export');
  await lessonPage.close();
});

await step('F10 and the arrows alone: File > Screenshot (PNG) downloads the canvas (no mouse event)', async () => {
  const page = await openPage('scene=/test/compare.json&pair=p,q&lang=en');
  let r = await report(page, 'r.pair[0] === 0 && r.pane_keys === 0', 'the pair p, q, the keyboard on the canvas');
  const buttons = r.buttons;
  await press(page, 'F10');
  await report(page, 'r.pane_keys === 1', 'F10: the keyboard in the menus');
  for (let i = 0; i < 40 && r.nav !== 'screenshot'; ++i) {
    await press(page, 'ArrowDown');
    r = await report(page, 'true', 'a report');
  }
  check(r.nav === 'screenshot', `the arrows did not reach File > Screenshot (nav=${r.nav})`);
  await press(page, ' ');
  await report(page, 'r.picker === "screenshot" && r.text_input === 1', 'the picker\'s name field has the keyboard');
  await press(page, 'Control', 'a');
  await page.keyboard.type('keys.png');
  await report(page, 'r.text_len === 8', 'the typed name');
  const shot = await nextDownload(() => press(page, 'Enter'));
  check(shot.name === 'keys.png', `the download is named ${shot.name}, not keys.png`);
  check(shot.bytes.subarray(1, 4).toString() === 'PNG', 'the download is not a PNG');
  r = await report(page, 'true', 'a report');
  check(r.buttons === buttons, `${r.buttons - buttons} mouse button events: the keyboard alone was to do it`);
  await page.close();
});

await step('bench-frames: a drag in a 1,000-shape scene, frame times in the console', async () => {
  const page = await browser.newPage();
  const lines = [];
  page.on('console', (m) => lines.push(m.text()));
  await page.goto(`${origin}/index.html?scene=/test/thousand.json&bench-frames=120`);
  await page.waitForFunction(() => window.Module && Module.calledRun, {timeout});
  for (const t0 = Date.now(); !lines.some((l) => l.startsWith('frame:')); ) {
    if (Date.now() - t0 > timeout) throw new Error('no frame times printed: ' + lines.join(' | '));
    await new Promise((r) => setTimeout(r, 50));  // (a poll of the console, not a wait for time)
  }
  for (const l of lines.filter((l) => /^(\d+ frames|core|ui|render|frame:)/.test(l))) console.log('  ' + l);
  await page.close();
});

await browser.close();
server.close();
browser.removeProfile();
finish();
