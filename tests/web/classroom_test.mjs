// A class in the page, end to end (issue 53): a teacher who works in Japanese builds a three-page lesson in the
// lesson editor through its UI alone (a title in both languages, a number question, a task with the teacher's
// own solution dragged on the canvas, a question with choices), previews it, saves it, prints its handout
// (Chromium's print to PDF) and copies its link; a student on an iPad with its keyboard (another browser)
// opens the link in English, types the number, does the task with the keyboard alone while the screen
// reader's live region says the circles now touch, answers the choice (all of it with no mouse or touch
// event) and saves "my answers" for the teacher with finger taps. Every step waits for the app's state (the
// frame report, tests/web/harness.mjs), never for a time.
//
//   node classroom_test.mjs WEB_DIR WORK_DIR
import fs from 'node:fs';
import path from 'node:path';
import {check, click, downloads, drag, fail, finish, launch, move, openPage, pixel as pixelAt, press, pressUntil, report,
        spoken, startServer, step, tap, timeout} from './harness.mjs';

const [webDir, workDir] = process.argv.slice(2);
fs.rmSync(workDir, {recursive: true, force: true});
fs.mkdirSync(workDir, {recursive: true});
const server = await startServer(webDir, workDir);
const teacherBrowser = await launch(workDir);
const nextDownload = await downloads(teacherBrowser, path.join(workDir, 'teacher-downloads'));
const pixel = (r, x, y) => pixelAt(r, r.view, x, y).map(Math.round);
const iPad = {width: 1024, height: 768, deviceScaleFactor: 2, isMobile: true, hasTouch: true};  // (the student's)

// [SECTION] The sidebar's items
// Scrolls the sidebar (the mouse wheel over it) until the item at place `at` (the report's at_NAME) is drawn
// inside it, and gives that frame's report.
async function inView(page, at) {
  for (let turns = 0; ; ++turns) {
    const r = await report(page, `r.${at}[0] > 0`, `${at} drawn`);
    const [x0, y0, x1, y1] = r.panel, y = r[at][1];
    if (y > y0 + 40 && y < y1 - 30) return r;
    if (turns === 30) throw new Error(`${at} is at y ${y}, outside the sidebar (${r.panel}), after 30 turns of the wheel`);
    await move(page, Math.round((x0 + x1) / 2), Math.round((y0 + y1) / 2));
    await page.mouse.wheel({deltaY: y >= y1 - 30 ? 100 : -100});
    await report(page, `r.${at}[1] !== ${y}`, 'the sidebar scrolled');
  }
}
async function clickAt(page, at) {
  const r = await inView(page, at);
  await click(page, r[at][0], r[at][1]);
  return report(page, 'true', 'a report');
}
// Types `text` into the field at place `at` (what was there replaced), then Enter: one edit of the lesson.
// ASCII through the keyboard; anything else committed as an input method does (Input.insertText).
async function typeInto(page, at, text) {
  const r0 = await clickAt(page, at);
  await report(page, 'r.text_input === 1', `the field ${at} taking the keyboard`);
  await press(page, 'Control', 'a');
  if (/^[\x20-\x7e]*$/.test(text)) {
    await page.keyboard.type(text);
  } else {
    await page.waitForFunction(() => document.activeElement && document.activeElement.id === 'text-input', {timeout});
    const client = await page.createCDPSession();
    await client.send('Input.insertText', {text});
    await client.detach();
  }
  await report(page, `r.text_len === ${Buffer.byteLength(text)}`, `"${text}" typed`);
  await press(page, 'Enter');
  return report(page, `r.text_input === 0 && r.editor_revision > ${r0.editor_revision}`, `"${text}" in the lesson, the field left`);
}
// Clicks the item at `at` and waits for the lesson's next revision.
async function edit(page, at, what) {
  const r0 = await report(page, 'true', 'a report');
  await clickAt(page, at);
  return report(page, `r.editor_revision > ${r0.editor_revision}`, what);
}
// The picker's suggested file name taken with Enter: the download.
async function downloadFromPicker(page, name, download) {
  await report(page, `r.text_len === ${name.length}`, `the picker, its suggested name ${name}`);
  const file = await download(() => press(page, 'Enter'));
  check(file.name === name, `the download is named ${file.name}, not ${name}`);
  return file;
}

// [SECTION] The teacher
let link = '';
await step('the teacher (in Japanese): three pages built in the editor, previewed, saved, a handout, a link', async () => {
  fs.writeFileSync(path.join(workDir, 'class-scene.json'), JSON.stringify({hitlab: 1, view: {center: [2, 0], zoom: 50}, shapes: [
    {id: 'c1', type: 'circle', center: [0, 0], radius: 1}, {id: 'c2', type: 'circle', center: [4, 0], radius: 1}]}));
  const page = await openPage(teacherBrowser, `${server.origin}/index.html?scene=/test/class-scene.json&pair=c1,c2&keep-view&lang=ja`);
  await report(page, 'r.pair[0] === 0 && r.pair[1] === 1 && r.lang === "ja"', 'the pair c1, c2, the UI in Japanese');
  await press(page, 'Control', 'Shift', 'E');
  await report(page, 'r.editor === 1 && r.editor_pages === 1', 'the lesson editor, one page of the canvas');
  // Page 1: its title in both languages, a number to type (the circles' distance to 3 significant digits).
  await typeInto(page, 'at_editor_title', 'Two circles');
  await typeInto(page, 'at_editor_title_ja', '二つの円');
  await edit(page, 'at_ask', 'Ask a question');
  await edit(page, 'at_ask_number', 'a number asked');
  await typeInto(page, 'at_question_text', 'How far apart are c1 and c2?');
  // Page 2: the canvas again, a task whose goal and solution come from the teacher's drag.
  let r = await edit(page, 'at_add_page', 'Add a page');
  check(r.editor_pages === 2 && r.editor_page === 2, `after Add a page: ${r.editor_pages} pages, on page ${r.editor_page}`);
  await typeInto(page, 'at_editor_title', 'Make them touch');
  await typeInto(page, 'at_editor_title_ja', '接するまで');
  await edit(page, 'at_set_task', 'Set a task');
  await press(page, 'g');  // (snap: a drag of whole grid steps, 2 units exactly)
  r = await report(page, 'r.snap === 1', 'snapping on');
  const [x0, y0] = pixel(r, 4, 0), [x1, y1] = pixel(r, 2, 0);
  await drag(page, x0, y0, x1, y1, 4);
  await edit(page, 'at_record', 'the solution recorded');
  // Page 3: a question with choices (Yes, the first, is right).
  await edit(page, 'at_add_page', 'the third page');
  await typeInto(page, 'at_editor_title', 'Convex');
  await edit(page, 'at_ask', 'Ask a question');
  r = await typeInto(page, 'at_question_text', 'Is a circle convex?');
  check(r.editor_pages === 3 && r.editor_page === 3, `the editor has ${r.editor_pages} pages, on page ${r.editor_page}`);
  // Preview from page 3 as a student sees it; its question answered with the key 1; back to the editor.
  await clickAt(page, 'at_preview');
  await report(page, 'r.lesson === "my-lesson,3,question"', 'the preview of page 3, its question waiting');
  await press(page, '1');
  await report(page, 'r.lesson === "my-lesson,3,page"', 'the preview\'s question answered');
  await clickAt(page, 'at_back_to_editor');
  await report(page, 'r.lesson.startsWith("-,") && r.editor === 1 && r.editor_pages === 3', 'back in the editor');
  // Save as: the lesson file, read back.
  await clickAt(page, 'at_save_lesson');
  await press(page, 'Control', 'a');
  await page.keyboard.type('class.json');
  const saved = await downloadFromPicker(page, 'class.json', nextDownload);
  const lesson = JSON.parse(saved.text), [p1, p2, p3] = lesson.pages;
  check(lesson.pages.length === 3, `the saved lesson has ${lesson.pages.length} pages`);
  check(p1.title.en === 'Two circles' && p1.title.ja === '二つの円' && p2.title.ja === '接するまで',
        `the titles are ${JSON.stringify([p1.title, p2.title])}`);
  check(p1.question && p1.question.text.en === 'How far apart are c1 and c2?' &&
        JSON.stringify(p1.question.number) === '{"of":"distance","digits":3}', `page 1's question is ${JSON.stringify(p1.question)}`);
  check(p2.title.en === 'Make them touch' && p2.task && JSON.stringify(p2.task.want) === '{"relation":"touching"}' &&
        JSON.stringify(p2.task.solution) === '{"shape":"c2","by":[-2,0]}', `page 2 is ${JSON.stringify(p2)}`);
  check(p3.question && p3.question.text.en === 'Is a circle convex?' && p3.question.choices.length === 2 &&
        p3.question.answer === 0, `page 3's question is ${JSON.stringify(p3.question)}`);
  // The handout in the teacher's language, printed to PDF by Chromium.
  r = await report(page, 'r.at_file_menu[0] > 0', 'the File menu drawn');
  await click(page, r.at_file_menu[0], r.at_file_menu[1]);
  r = await report(page, 'r.at_handout[0] > 0', 'File > Print handout drawn');
  await click(page, r.at_handout[0], r.at_handout[1]);
  const handout = await downloadFromPicker(page, 'handout-my-lesson-ja.html', nextDownload);
  const titles = [...handout.text.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);
  check(titles.length === 3 && titles[0].includes('二つの円') && titles[1].includes('接するまで'),
        `the handout's pages are titled ${JSON.stringify(titles)}`);
  check((handout.text.match(/<svg/g) || []).length === 3, 'the handout has not a picture for each page');
  fs.writeFileSync(path.join(workDir, 'handout.html'), handout.bytes);
  const printed = await teacherBrowser.newPage();
  await printed.goto(`${server.origin}/test/handout.html`);
  const pdf = Buffer.from(await printed.pdf({format: 'A4'}));
  const sheets = (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) || []).length;
  console.log(`  handout: ${handout.bytes.length} bytes of HTML, printed to ${pdf.length} bytes of PDF, ${sheets} sheets`);
  check(pdf.subarray(0, 5).toString() === '%PDF-' && sheets >= 3, `the printed handout has ${sheets} sheets, not one a page`);
  await printed.close();
  // The link to send: the whole lesson in it.
  await clickAt(page, 'at_editor_link');
  link = await (await page.waitForFunction(() => Module.hitlab.lastLessonLink, {timeout, polling: 20})).jsonValue();
  check(link.includes('#lesson=') && link.includes('lang=ja') && !link.includes('page='),
        `the lesson link is ${link.slice(0, 100)}... (from the editor: the lesson from its first page)`);
  await page.close();
});

// [SECTION] The student
await step('the student (in English, on an iPad with its keyboard): the link, the three pages by the keyboard alone, heard; my answers saved by touch', async () => {
  if (!check(link, 'no lesson link from the teacher')) return;
  const studentBrowser = await launch(workDir);
  const nextAnswers = await downloads(studentBrowser, path.join(workDir, 'student-downloads'));
  const [base, fragment] = link.split('#');
  const page = await studentBrowser.newPage();
  await page.setViewport(iPad);
  page.on('pageerror', (e) => fail('the student\'s page threw: ' + e.message));
  await page.goto(base.replace('lang=ja', 'lang=en') + '&frame-report#' + fragment);
  let r = await report(page, 'r.lesson === "my-lesson,1,question" && r.lang === "en"',
                       'the lesson\'s first page, its number question waiting');
  // Page 1: the distance typed, the field reached by the keyboard (F6: the sidebar; the arrows to the field;
  // Enter edits it), then F6 again: the keyboard back on the canvas.
  await press(page, 'F6');
  r = await report(page, 'r.pane_keys === 1', 'the keyboard in the sidebar');
  r = await pressUntil(page, 'ArrowDown', 'r.nav === "number"', 'the number field focused', 30);
  await press(page, 'Enter');
  await report(page, 'r.text_input === 1', 'the number field taking the keyboard');
  await press(page, 'Control', 'a');
  await page.keyboard.type('2.00');
  await report(page, 'r.text_len === 4', 'the typed number');
  await press(page, 'Enter');
  await report(page, 'r.lesson === "my-lesson,1,page"', 'the number taken as the right answer');
  await press(page, 'F6');
  await report(page, 'r.pane_keys === 0', 'the keyboard back on the canvas');
  // Page 2: c2 moved by Tab and the arrows until it touches c1, said by the live region.
  await press(page, 'PageDown');
  r = await report(page, 'r.lesson === "my-lesson,2,task"', 'page 2, its task waiting');
  r = await pressUntil(page, 'Tab', 'r.focus === "1,body,0"', 'c2 focused', 10);
  check(Number.isInteger(2 / r.key_step), `c2 is no whole number of key steps (${r.key_step}) from touching`);
  for (let i = 0; i < 2 / r.key_step; ++i) await press(page, 'ArrowLeft');
  await report(page, 'r.lesson === "my-lesson,2,done"', 'the task done, decided by the core');
  const touch = 'c1 and c2 touch at (1, 0).';
  const lines = await spoken(page, [touch], 'the circles touching');
  check(lines.some((line) => line.includes('status') && line.includes(touch)), `the live region does not say "${touch}"`);
  // Page 3: the choice, by its key.
  await press(page, 'PageDown');
  await report(page, 'r.lesson === "my-lesson,3,question"', 'page 3, its question waiting');
  await press(page, '1');
  r = await report(page, 'r.lesson === "my-lesson,3,page"', 'the choice taken');
  check(r.buttons === 0 && r.touches === 0, `a mouse or touch event reached the page (${r.buttons}, ${r.touches})`);
  // My answers, saved as a file for the teacher: two taps of a finger.
  r = await report(page, 'r.at_my_answers[0] > 0', 'My answers drawn');
  await tap(page, r.at_my_answers[0] / iPad.deviceScaleFactor, r.at_my_answers[1] / iPad.deviceScaleFactor);
  r = await report(page, 'r.at_save_answers[0] > 0', 'the My answers window');
  await tap(page, r.at_save_answers[0] / iPad.deviceScaleFactor, r.at_save_answers[1] / iPad.deviceScaleFactor);
  r = await report(page, 'r.at_picker_ok[0] > 0', 'the picker, its suggested name');
  const answers = await nextAnswers(() => tap(page, r.at_picker_ok[0] / iPad.deviceScaleFactor,
                                               r.at_picker_ok[1] / iPad.deviceScaleFactor));
  check(answers.name === 'answers-my-lesson.md', `the answers are named ${answers.name}, not answers-my-lesson.md`);
  for (const line of ['- Question: How far apart are c1 and c2?', '  - Answer: 2.00 (right)', '## Page 2: Make them touch',
                      '  - Done (decided exactly)', '- Question: Is a circle convex?', '  - Answer: Yes (right)',
                      'Questions answered right: 2 / 2; tasks done: 1 / 1'])
    check(answers.text.includes(line), `my answers have no line "${line}":\n${answers.text}`);
  await page.close();
  await studentBrowser.close();
  studentBrowser.removeProfile();
});

await teacherBrowser.close();
teacherBrowser.removeProfile();
server.close();
finish();
