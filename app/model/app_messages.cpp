// app_messages.cpp — the app's own message forms, English and Japanese side by side (app_messages.h).
#include "app_messages.h"

#include <algorithm>
#include <iterator>

#include "hitlab/atomic_save.h"
#include "hitlab/snap.h"
#include "lesson.h"

namespace hitlab::app {

const std::vector<AppMessageForm>& appMessageForms() {
  static const std::vector<AppMessageForm> kForms = {
      // [SECTION] Text from elsewhere, and a message at a place ("FILE: PLACE: ...")
      {"app.text", "{1}", "{1}"},          // (an exception's what(): the UI reads it back in its language)
      {"app.at", "{1}: {2}", "{1}：{2}"},  // ({2}: the inner message)
      // [SECTION] Files (model/file_actions.cpp, ui/batch_section.cpp, render/svg_canvas.cpp, main.cpp)
      {"files.opened", "opened {1}", "{1} を開きました"},
      {"files.saved", "saved {1}", "{1} を保存しました"},
      {"files.wrote", "wrote {1}", "{1} を書き出しました"},
      {"files.not-written", "could not write {1}", "{1} を書き出せませんでした"},
      {"files.cannot-write", "{1}: cannot write", "{1}：書き込めません"},
      {"files.exported", "exported {1} expectations to {2}", "{2} に期待値 {1} 件を書き出しました"},
      {"files.wrote-expectations", "wrote {1} ({2} expectations)", "{1} を書き出しました（期待値 {2} 件）"},
      // [SECTION] Autosave (model/autosave.cpp, model/file_actions.cpp; the last {n} of "(...)": strerror's)
      {"autosave.failed", "autosave failed: {1}", "自動保存に失敗しました：{1}"},
      {"autosave.restored", "restored unsaved changes from {1}", "{1} から保存していない変更を戻しました"},
      {"autosave.cannot-restore", "cannot restore: {1}", "戻せませんでした：{1}"},
      {"autosave.discarded", "discarded the unsaved changes", "保存していない変更を破棄しました"},
      {"autosave.cannot-create-folder", "cannot create the autosave folder ({1})",
       "自動保存のフォルダーを作れません（{1}）"},
      {"autosave.cannot-write-info", "cannot write the autosave's info", "自動保存の情報を書き込めません"},
      {"autosave.cannot-write-info-why", "cannot write the autosave's info ({1})",
       "自動保存の情報を書き込めません（{1}）"},
      // [SECTION] Undo labels (Command::label: model/scene_model.cpp, model/file_actions.cpp,
      // model/lesson_editor_actions.cpp, ui/tools.cpp, ui/inspector_section.cpp, ui/lab_section.cpp, and the
      // snaps' below: snapCommandLabel)
      {"command.drag", "drag", "ドラッグ"},
      {"command.rotate", "rotate", "回転"},
      {"command.nudge", "nudge", "キーでの移動"},
      {"command.motion", "motion", "動きの変更"},
      {"command.insert-vertex", "insert vertex", "頂点の追加"},
      {"command.remove-vertex", "remove vertex", "頂点の削除"},
      {"command.restore", "restore unsaved changes", "保存していない変更の復元"},
      {"command.show-lesson-page", "show a lesson page", "レッスンのページの表示"},
      {"command.add", "add {1}", "図形の追加（{1}）"},
      {"command.delete", "delete {1}", "{1} の削除"},
      {"command.edit", "edit {1}", "{1} の編集"},
      {"command.move-ulps", "move {1} by {2} ulps", "{1} を {2} ulp 動かす"},
      // (a snap's: its kind's name as Edit > Make degenerate shows it, hitlab/snap.h's kindName, then the id)
      {"command.snap-point-on-edge", "Put the point on the nearest edge {1}", "点を最も近い辺の上に置く {1}"},
      {"command.snap-collinear", "Make collinear (b's first end on line a) {1}",
       "同一直線上にする（b の始点を直線 a の上に） {1}"},
      {"command.snap-tangent-outside", "Make tangent (outside) {1}", "接するようにする（外側） {1}"},
      {"command.snap-tangent-inside", "Make tangent (inside) {1}", "接するようにする（内側） {1}"},
      {"command.snap-concentric", "Make concentric {1}", "同心にする {1}"},
      {"command.snap-touch-edge", "Touch along an edge {1}", "辺どうしで接するようにする {1}"},
      {"command.snap-touch-corner", "Touch at a corner {1}", "角で接するようにする {1}"},
      {"command.snap-share-piece", "Make two edges share a piece {1}",
       "2つの辺が一部を共有するようにする {1}"},
      // [SECTION] The scene and its pairs (model/file_actions.cpp, ui/*.cpp, main.cpp)
      {"app.select-pair", "select a pair first", "先にペアを選んでください"},
      {"app.id-taken", "id '{1}' is empty or taken", "id '{1}' は空か、すでに使われています"},
      {"app.no-pair-shapes", "--pair: no shapes '{1}' and '{2}'", "--pair：図形 '{1}' と '{2}' はありません"},
      {"app.batch-on", "batch view: {1} segments; drag the white probe",
       "バッチ表示：線分 {1} 本。白いプローブをドラッグしてください"},
      {"app.share-copied", "copied a share link of this scene and step {1}",
       "このシーンの共有リンクをコピーしました（ステップ {1}）"},
      {"app.share-copied-pair", "copied a share link of this scene, pair {1} and step {2}",
       "このシーンの共有リンクをコピーしました（ペア {1}、ステップ {2}）"},
      {"invariants.agree", "invariants of {1}: {2} views of {3} pairs, all agree",
       "{1} の不変性：{3} ペアを {2} 通りの見方で調べ、すべて一致しました"},
      {"invariants.differ", "invariants of {1}: {2} views of {3} pairs, {4} differ",
       "{1} の不変性：{3} ペアを {2} 通りの見方で調べ、{4} 件の食い違いがありました"},
      {"invariants.scene-agree", "invariants of the whole scene: {1} views of {2} pairs, all agree",
       "シーン全体の不変性：{2} ペアを {1} 通りの見方で調べ、すべて一致しました"},
      {"invariants.scene-differ", "invariants of the whole scene: {1} views of {2} pairs, {3} differ",
       "シーン全体の不変性：{2} ペアを {1} 通りの見方で調べ、{3} 件の食い違いがありました"},
      {"invariants.written", "{3}; wrote {1} and {2}",
       "{3}。{1} と {2} を書き出しました"},  // ({3}: the check's)
      // [SECTION] Animations and handouts (export/*.cpp, render/handout.cpp, main.cpp, ui/panels.cpp)
      {"export.no-steps", "Export animation: no pair selected, or its explanation has no step",
       "アニメーションの書き出し：ペアが選ばれていないか、その説明にステップがありません"},
      {"export.page-formats", "Export animation: the page downloads a .webp or .gif file",
       "アニメーションの書き出し：ページでダウンロードできるのは .webp か .gif のファイルです"},
      {"export.no-drag", "Export animation: no drag yet (drag a shape, then export it)",
       "アニメーションの書き出し：まだドラッグしていません（図形をドラッグしてから書き出してください）"},
      {"export.no-lesson-page", "Export animation: no lesson page open",
       "アニメーションの書き出し：レッスンのページが開いていません"},
      {"export.not-written", "the animation was not written: {1}",
       "アニメーションを書き出せませんでした：{1}"},
      {"export.wrote-drag", "wrote {1} (the last drag, {2} frames)",
       "{1} を書き出しました（最後のドラッグ、{2} フレーム）"},
      {"export.wrote-reveal", "wrote {1} (the page's reveal, {2} frames)",
       "{1} を書き出しました（ページの表示、{2} フレーム）"},
      {"export.wrote-steps", "wrote {1} ({2} steps)", "{1} を書き出しました（{2} ステップ）"},
      {"handout.not-written", "the handout was not written: {1}", "配布資料を書き出せませんでした：{1}"},
      {"handout.wrote-pdf", "wrote the handout {1} (PDF, A4)", "配布資料 {1} を書き出しました（PDF、A4）"},
      {"handout.wrote-html", "wrote the handout {1}: open it in a browser to print it (or print it to PDF)",
       "配布資料 {1} を書き出しました。ブラウザーで開いて印刷してください（PDF への印刷もできます）"},
      // [SECTION] What is wrong with a field of a lesson file (lesson.cpp's Reader: "FILE: PLACE: ...")
      {"lesson.cannot-read", "cannot read the file", "ファイルを読めません"},
      {"lesson.not-json", "not JSON: {1}", "JSON ではありません：{1}"},  // ({1}: the JSON parser's own words)
      {"lesson.unsupported-version", "this version of hitlab reads version 1",
       "このバージョンの hitlab が読めるのはバージョン 1 です"},
      {"lesson.missing", "missing", "ありません"},
      {"lesson.unknown-field", "unknown field", "知らないフィールドです"},
      {"lesson.expected-object", "expected an object", "オブジェクトが必要です"},
      {"lesson.expected-string", "expected a string", "文字列が必要です"},
      {"lesson.expected-text", "expected {\"en\": \"...\", \"ja\": \"...\"}",
       "{\"en\": \"...\", \"ja\": \"...\"} が必要です"},
      {"lesson.needs-text", "needs a text in \"en\" or \"ja\"", "\"en\" か \"ja\" にテキストが必要です"},
      {"lesson.expected-integer", "expected an integer", "整数が必要です"},
      {"lesson.expected-xy", "expected [x, y]", "[x, y] が必要です"},
      {"lesson.expected-pair", "expected [\"id\", \"id\"]", "[\"id\", \"id\"] が必要です"},
      {"lesson.expected-list", "expected a list", "リストが必要です"},
      {"lesson.expected-pages", "expected a list of one page or more", "1ページ以上のリストが必要です"},
      {"lesson.expected-boolean", "expected true or false", "true か false が必要です"},
      {"lesson.expected-relation", "expected disjoint, touching or overlapping",
       "disjoint、touching、overlapping のどれかが必要です"},
      {"lesson.expected-containment", "expected none, a_in_b, b_in_a or equal",
       "none、a_in_b、b_in_a、equal のどれかが必要です"},
      {"lesson.expected-impact", "expected none, overlapping, touching, entering or grazing",
       "none、overlapping、touching、entering、grazing のどれかが必要です"},
      {"lesson.expected-time", "expected a time from 0 to 1", "0 から 1 までの時刻が必要です"},
      {"lesson.expected-point-count", "expected a count of points from 0 to {1}",
       "0 から {1} までの点の数が必要です"},
      {"lesson.expected-axis", "expected {\"owner\": \"a\" or \"b\", \"edge\": index}",
       "{\"owner\": \"a\" か \"b\", \"edge\": 番号} が必要です"},
      {"lesson.expected-owner", "expected \"a\" or \"b\"", "\"a\" か \"b\" が必要です"},
      {"lesson.expected-edge", "expected an edge index from -1 to {1}",
       "-1 から {1} までの辺の番号が必要です"},
      {"lesson.expected-batch", "expected 0 to 100000 segments", "線分 0 本から 100000 本までが必要です"},
      {"lesson.scene-missing", "missing (a page shows a scene or the batch view)",
       "ありません（ページにはシーンかバッチ表示が必要です）"},
      {"lesson.expected-steps", "expected [first, last]", "[first, last] が必要です"},
      {"lesson.steps-order", "expected 1 <= first <= last", "1 <= first <= last でなければなりません"},
      {"lesson.steps-need-pair", "steps need a pair", "ステップにはペアが必要です"},
      {"lesson.expected-lock", "expected \"x\", \"y\" or \"\"", "\"x\"、\"y\"、\"\" のどれかが必要です"},
      {"lesson.number-and-choices", "a question has choices and an answer, or a number, not both",
       "問いには選択肢と答えか、数値かのどちらかを置きます。両方は置けません"},
      {"lesson.expected-number-of", "expected distance, depth or time",
       "distance、depth、time のどれかが必要です"},
      {"lesson.expected-digits", "expected 1 to 15 significant digits",
       "有効数字 1 桁から 15 桁までが必要です"},
      {"lesson.number-needs-pair", "a number of the page's pair needs a pair",
       "ページのペアの数値を問うにはペアが必要です"},
      {"lesson.too-few-choices", "expected two choices or more", "選択肢が2つ以上必要です"},
      {"lesson.not-a-choice", "not the index of a choice", "選択肢の番号ではありません"},
      {"lesson.after-without-question", "only a page with a question has text for after it",
       "問いの後のテキストは、問いのあるページにだけ置けます"},
      {"lesson.pair-missing", "missing (and the page has no pair)",
       "ありません（ページにもペアがありません）"},
      {"lesson.no-shape", "no shape \"{1}\" in the page's scene",
       "ページのシーンに図形 \"{1}\" はありません"},
      {"lesson.wants-nothing", "wants nothing", "目標がありません"},
      {"lesson.crosses-lock", "moves across the page's lock axis",
       "ページで固定した軸を越えて動かしています"},
      // [SECTION] What the lesson editor's check finds (lesson.cpp's lessonProblems: "page N (TITLE): FIELD:
      // ...")
      {"lesson.on-page", "page {1} ({2}): {3}: {4}", "ページ {1}（{2}）：{3}：{4}"},  // ({4}: the problem)
      {"lesson.on-untitled-page", "page {1}: {2}: {3}", "ページ {1}：{2}：{3}"},
      {"lesson.empty", "empty", "空です"},
      {"lesson.empty-both", "empty in both languages", "どちらの言語でも空です"},
      {"lesson.needs-a-page", "a lesson needs a page", "レッスンにはページが必要です"},
      {"lesson.steps-count", "the pair's explanation has {1} steps, not {2}",
       "ペアの説明のステップは {1} 個で、{2} 個ではありません"},
      {"lesson.no-distance", "the page's pair has no distance", "ページのペアには距離がありません"},
      {"lesson.no-depth", "the page's pair has no depth", "ページのペアには深さがありません"},
      {"lesson.no-sat",
       "the task's pair has no separating axis test (two of rect, polygon, capsule, or a circle with one)",
       "課題のペアには分離軸判定がありません（矩形・多角形・カプセルの2つ、またはそのどれかと円）"},
      {"lesson.no-first-contact", "the page's pair has no first contact in its motions",
       "ページのペアは動きの中で一度も接しません"},
      {"lesson.two-choices", "a question needs two choices or more", "問いには選択肢が2つ以上必要です"},
      {"lesson.already-done", "already done when the page opens (move a shape away from the goal first)",
       "ページを開いたときにすでに達成されています（先に図形を目標から離してください）"},
      {"lesson.solution-fails", "moving {1} by ({2}, {3}) does not do the task",
       "{1} を ({2}, {3}) だけ動かしても課題は達成されません"},
      {"lesson.motion-solution-fails",
       "moving {1} by ({2}, {3}) with its motion ({4}, {5}) does not do the task",
       "{1} を ({2}, {3}) だけ動かし、動きを ({4}, {5}) にしても課題は達成されません"},
      // [SECTION] A lesson being taken (lesson_actions.cpp, ui/lesson_section.cpp)
      {"lesson.none", "no such lesson", "そのレッスンはありません"},
      {"lesson.page", "lesson {1}, page {2} of {3}", "レッスン {1}、ページ {2} / {3}"},
      {"lesson.progress-not-kept", "the lesson's progress was not kept: {1}",
       "レッスンの進み具合を残せませんでした：{1}"},
      {"lesson.answers-not-saved", "your answers were not saved: {1}", "答えを保存できませんでした：{1}"},
      {"lesson.answers-saved", "saved your answers to {1}", "答えを {1} に保存しました"},
      {"lesson.answers-copied", "copied your answers", "答えをコピーしました"},
      // [SECTION] The lesson editor's status lines (lesson_editor.cpp, lesson_editor_actions.cpp)
      {"editor.no-task", "this page has no task", "このページには課題がありません"},
      {"editor.not-on-canvas", "{1} is not on the canvas: show the page on the canvas first",
       "{1} がキャンバスにありません。先にページをキャンバスに表示してください"},
      {"editor.changed-not-moved",
       "{1} was changed, not only moved: a solution moves one shape as a drag of its body does",
       "{1} "
       "は動かしただけでなく変えられています。解答は、図形の本体をドラッグするように図形を1つ動かすものです"},
      {"editor.nothing-moved",
       "no shape of the page has moved: drag one to where the task is done, then record",
       "ページの図形がどれも動いていません。課題が達成される位置まで1つをドラッグしてから記録してください"},
      {"editor.both-moved", "{1} and {2} both moved: a solution moves one shape",
       "{1} と {2} の両方が動きました。解答が動かす図形は1つです"},
      {"editor.moved-across-lock", "{1} moved across the page's lock axis",
       "{1} がページで固定した軸を越えて動きました"},
      {"editor.pair-not-on-canvas", "the task's pair is not on the canvas",
       "課題のペアがキャンバスにありません"},
      {"editor.not-recorded", "solution not recorded: {1}", "解答を記録できませんでした：{1}"},
      {"editor.recorded", "recorded: {1} moved by ({2}, {3}) does the task; the page opens with it not done",
       "記録しました：{1} を ({2}, {3}) だけ動かすと課題が達成されます。ページは未達成の状態で開きます"},
      {"editor.all-checked", "every page checked: each task open at its start and done by its solution",
       "すべてのページを調べました。どの課題も開いたときは未達成で、解答で達成されます"},
      {"editor.new", "a new lesson of one page: the canvas as it is",
       "1ページの新しいレッスンです。キャンバスの今の状態から始めます"},
      {"editor.copy", "editing a copy of lesson {1}: save it under a name of yours",
       "レッスン {1} のコピーを編集しています。自分の名前で保存してください"},
      {"editor.editing", "editing {1}", "{1} を編集しています"},
      {"editor.restored", "restored the lesson you were writing (not saved yet)",
       "書いていたレッスンを戻しました（まだ保存していません）"},
      {"editor.draft-not-loaded", "the draft kept in {1} did not load: {2}",
       "{1} に残した下書きを読めませんでした：{2}"},
      {"editor.not-saved", "not saved: {1}", "保存していません：{1}"},
      {"editor.saved", "saved the lesson to {1}: every task checked",
       "レッスンを {1} に保存しました。すべての課題を調べました"},
      {"editor.saved-problems", "saved the lesson to {1}: {2} problem(s): {3}",  // ({3}: the first)
       "レッスンを {1} に保存しました。問題が {2} 件あります：{3}"},
      {"editor.draft-not-kept", "the lesson's draft was not kept: {1}",
       "レッスンの下書きを残せませんでした：{1}"},
  };
  return kForms;
}

const AppMessageForm* appForm(std::string_view id) {
  const auto& forms = appMessageForms();
  const auto it =
      std::find_if(forms.begin(), forms.end(), [&](const AppMessageForm& f) { return f.id == id; });
  return it == forms.end() ? nullptr : &*it;
}

std::string appEnglish(const Message& m) {
  const AppMessageForm* form = appForm(m.id);
  return form ? fillForm(form->english, m, appEnglish) : english(m);
}

Message textMessage(std::string text) { return {"app.text", {std::move(text)}, {}}; }

Message snapCommandLabel(snap::Kind kind, std::string id) {
  static const char* const kIds[] = {"command.snap-point-on-edge",   "command.snap-collinear",
                                     "command.snap-tangent-outside", "command.snap-tangent-inside",
                                     "command.snap-concentric",      "command.snap-touch-edge",
                                     "command.snap-touch-corner",    "command.snap-share-piece"};
  static_assert(std::size(kIds) == static_cast<std::size_t>(snap::Kind::SharePiece) + 1,
                "a snap kind without its undo label");
  return {kIds[static_cast<int>(kind)], {std::move(id)}};
}

MessageError::MessageError(Message m) : std::runtime_error(appEnglish(m)), message(std::move(m)) {}

Message messageOf(const std::exception& e) {
  if (const auto* said = dynamic_cast<const MessageError*>(&e)) return said->message;
  if (const auto* save = dynamic_cast<const SaveError*>(&e)) return {"app.at", {save->file}, {save->problem}};
  if (const auto* lesson = dynamic_cast<const LessonError*>(&e)) return lesson->message();
  return textMessage(e.what());
}

}  // namespace hitlab::app
