// The interface in Japanese (issue 28): ui_text's rows (printf formats alike in both languages), the status
// bar's messages (every scene loader error, the file actions'), and no English label left in app/ui.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "hitlab/atomic_save.h"
#include "hitlab/judge.h"
#include "hitlab/message.h"
#include "hitlab/scene_io.h"
#include "hitlab/snap.h"
#include "model/app_messages.h"
#include "model/app_state.h"
#include "model/lesson.h"
#include "ui/ui_text.h"

namespace hitlab::test {
namespace {

namespace fs = std::filesystem;
using app::japaneseMessage;

// The printf conversions of a format, in order ("%d", "%.17g", "%zu"; "%%" is none).
std::vector<std::string> conversions(const std::string& format) {
  static const std::regex kConversion(
      R"(%[-+ #0]*(\*|\d+)?(\.(\*|\d+))?(hh|h|ll|l|z|j|t|L)?[diouxXeEfFgGaAcspn%])");
  std::vector<std::string> out;
  for (std::sregex_iterator it(format.begin(), format.end(), kConversion), end; it != end; ++it)
    if (it->str() != "%%") out.push_back(it->str());
  return out;
}

// The hunt's findings as the Judges section lists them: every class and situation has its Japanese.
TEST(UiText, EveryFindingClassAndSituationIsInJapanese) {
  app::AppState s;
  s.explain.language = explain::Language::Japanese;
  for (int k = 0; k < judge::kFindingClassCount; ++k) {
    const char* english = judge::findingClassName(static_cast<judge::FindingClass>(k));
    EXPECT_STRNE(app::tr(s, english), english);
  }
  for (int k = 0; k < judge::kSituationCount; ++k) {
    const char* english = judge::situationName(static_cast<judge::Situation>(k));
    EXPECT_STRNE(app::tr(s, english), english);
  }
}

// The articles are articles to the user: no "seed" in English and no シード in Japanese (issue 28).
TEST(UiText, TheArticlesAreArticlesNeverSeeds) {
  for (const app::UiText& t : app::uiTexts()) {
    std::string en = t.en;
    std::transform(en.begin(), en.end(), en.begin(), [](unsigned char c) { return std::tolower(c); });
    EXPECT_EQ(en.find("seed"), std::string::npos) << t.en;
    EXPECT_EQ(std::string(t.ja).find("シード"), std::string::npos) << t.ja;
  }
}

TEST(UiText, FormatsHaveTheSameConversionsInTheSameOrderInBothLanguages) {
  int formats = 0;
  for (const app::UiText& t : app::uiTexts()) {
    EXPECT_EQ(conversions(t.en), conversions(t.ja)) << t.en << "\n" << t.ja;
    formats += !conversions(t.en).empty();
    // ("###id" keeps an ImGui id: the same in both)
    const std::string en = t.en, ja = t.ja;
    const auto id = [](const std::string& s) {
      return s.find("###") == std::string::npos ? "" : s.substr(s.find("###"));
    };
    EXPECT_EQ(id(en), id(ja)) << en;
  }
  EXPECT_GT(formats, 20);
  EXPECT_EQ(conversions("%s%s | %zu shapes | %.6g %%"),
            (std::vector<std::string>{"%s", "%s", "%zu", "%.6g"}));
}

// The words of a Japanese message that are English: runs of 3 or more ASCII letters, after what the message
// quotes ('...', "...") and the file's path are taken out, and besides the file format's own names.
std::vector<std::string> englishWords(std::string text, const std::string& path) {
  for (std::size_t at = text.find(path); !path.empty() && at != std::string::npos; at = text.find(path))
    text.erase(at, path.size());
  text = std::regex_replace(text, std::regex(R"('[^']*'|"[^"]*"|U\+[0-9A-Fa-f]{4}|0x[0-9A-Fa-f]+)"), "");
  static const std::set<std::string> kNames = {
      // the scene format's fields and values, and the names of standards
      "shapes", "expect", "view", "hitlab", "sat", "axes", "point", "segment", "circle", "rect", "polygon",
      "capsule", "min", "max", "true", "false", "null", "JSON", "UTF", "BOM", "double", "pair", "json", "cpp",
      // a unit and a function of the Lab's numbers
      "ulp", "sqrt"};
  std::vector<std::string> words;
  static const std::regex kWord("[A-Za-z]{3,}");
  for (std::sregex_iterator it(text.begin(), text.end(), kWord), end; it != end; ++it)
    if (!kNames.count(it->str())) words.push_back(it->str());
  return words;
}

std::string loaderError(const std::string& path, const SceneLimits& limits = {}) {
  try {
    loadScene(path, limits);
  } catch (const SceneError& e) {
    return e.what();
  }
  return "";
}

TEST(UiTextMessages, EveryLoaderErrorOfTheBadFilesIsInJapanese) {
  const fs::path bad = fs::path(HITLAB_SAMPLES_DIR).parent_path() / "bad";
  std::vector<std::pair<std::string, std::string>> errors;  // (file, message)
  for (const auto& entry : fs::directory_iterator(bad))
    if (entry.path().extension() == ".json")
      errors.emplace_back(entry.path().string(), loaderError(entry.path().string()));
  ASSERT_GT(errors.size(), 40u);
  // The forms no bad file gives: a missing file, a folder, a file over the size limit, too many shapes,
  // too many vertices.
  const std::string sample = (bad / "circle-missing-radius.json").string();
  errors.emplace_back(bad.string() + "/no-such-file.json", loaderError(bad.string() + "/no-such-file.json"));
  errors.emplace_back(bad.string(), loaderError(bad.string()));
  SceneLimits tiny;
  tiny.maxFileBytes = 10;
  errors.emplace_back(sample, loaderError(sample, tiny));
  const std::string two = std::string(HITLAB_SAMPLES_DIR) + "/" +
                          fs::directory_iterator(HITLAB_SAMPLES_DIR)->path().filename().string();
  SceneLimits noShapes;
  noShapes.maxShapes = 0;
  errors.emplace_back(two, loaderError(two, noShapes));
  for (const auto& [file, english] : errors) {
    ASSERT_FALSE(english.empty()) << file;
    const std::string ja = japaneseMessage(english);
    EXPECT_NE(ja, english) << english;
    EXPECT_EQ(englishWords(ja, file), std::vector<std::string>{}) << english << "\n" << ja;
    EXPECT_EQ(ja.rfind(file, 0), 0u) << "the file first: " << ja;
  }
}

// The core's messages by id (hitlab/message.h): every id the core makes has its Japanese, taking the same
// arguments; no Japanese is left for an id the core no longer makes.
std::set<std::string> placeholders(std::string_view form) {
  std::set<std::string> out;
  const std::regex braces(R"(\{\d+\})");
  const std::string text(form);
  for (auto it = std::sregex_iterator(text.begin(), text.end(), braces); it != std::sregex_iterator(); ++it)
    out.insert(it->str());
  return out;
}

TEST(UiTextMessages, EveryCoreMessageIdIsInJapanese) {
  std::set<std::string_view> core;
  for (const MessageForm& f : messageForms()) {
    EXPECT_TRUE(core.insert(f.id).second) << f.id << " twice";
    const std::string_view ja = app::japaneseForm(f.id);
    EXPECT_FALSE(ja.empty()) << f.id << " has no Japanese";
    EXPECT_EQ(placeholders(ja), placeholders(f.english)) << f.id;
  }
  EXPECT_GT(core.size(), 30u);
  for (std::string_view id : app::japaneseMessageIds()) {
    EXPECT_TRUE(core.count(id)) << id << ": Japanese for no message the core makes";
  }
}

// A judge's assessment (hitlab/judge.h: assessmentForms) has its Japanese by id, with the same places for
// its arguments; the words it takes from the core (a relation, an answer, a contact's case) in Japanese too.
TEST(UiTextMessages, EveryAssessmentIdIsInJapanese) {
  std::set<std::string_view> ids;
  for (const MessageForm& f : judge::assessmentForms()) {
    ids.insert(f.id);
    EXPECT_TRUE(englishForm(f.id).empty()) << f.id << " is the core's too";
    EXPECT_EQ(placeholders(app::assessmentJapaneseForm(f.id)), placeholders(f.english)) << f.id;
    if (!f.english.empty()) {
      EXPECT_FALSE(app::assessmentJapaneseForm(f.id).empty()) << f.id;
    }
  }
  for (std::string_view id : app::assessmentJapaneseIds()) EXPECT_TRUE(ids.count(id)) << id;
  judge::Verdict miss;
  miss.answer = 0;
  const judge::Assessment as =
      judge::assess(Segment{{0, 0}, {2, 0}}, Segment{{2, 0}, {3, 1}}, Relation::Touching, miss, {}, 1e-9);
  EXPECT_EQ(app::japaneseOf(as.message), "正しくは接している、判定は外れ");
  const Message missed{
      "assess.contact-missed",
      {},
      {{"assess.exact-contact-through", {"0.5", "entering"}}, {"assess.note", {"hit"}}, {"assess.none", {}}}};
  EXPECT_EQ(app::japaneseOf(missed),
            "正しくは t = 0.5 で初めて接触（進入、すり抜け）；判定は接触なし（hit）");
}

// A bad scene file's problem, a field's or the file's own (its size, its JSON text), carries its id and
// arguments from where it is made: the English the CLI prints is its form filled in, and the status bar's
// Japanese from them equals the Japanese read back from that text.
TEST(UiTextMessages, ASceneErrorCarriesItsIdAndArguments) {
  const fs::path bad = fs::path(HITLAB_SAMPLES_DIR).parent_path() / "bad";
  int carried = 0, fileOwn = 0;
  for (const auto& entry : fs::directory_iterator(bad)) {
    if (entry.path().extension() != ".json") continue;
    try {
      loadScene(entry.path().string());
      ADD_FAILURE() << entry.path() << " loads";
    } catch (const SceneError& e) {
      const std::string what = e.what();
      EXPECT_FALSE(englishForm(e.problem.id).empty()) << what;
      carried += !e.problem.id.empty();
      fileOwn += e.problem.id.starts_with("file.");
      const std::string tail = ": " + english(e.problem);
      EXPECT_EQ(what.substr(what.size() - std::min(what.size(), tail.size())), tail) << what;
      const std::string head = e.place.empty() ? e.file + (e.position.empty() ? "" : ":" + e.position) + ": "
                                               : e.file + ": " + e.place;
      EXPECT_EQ(what.rfind(head, 0), 0u) << what;
      app::AppState s;
      s.explain.language = explain::Language::Japanese;
      s.message = what, s.messageError = e;
      EXPECT_EQ(app::trMessage(s, what), japaneseMessage(what)) << what;
    }
  }
  EXPECT_GT(carried, 30);
  EXPECT_GT(fileOwn, 3);  // (syntax, a number beyond the doubles, a duplicate key, the size)
}

// The loader's forms no bad file gives: an expectation's fields and its SAT axes, the view, a shape that is
// not an object.
TEST(UiTextMessages, TheLoadersOtherFormsAreInJapanese) {
  const std::string shapes = R"({"hitlab": 1, "shapes": [{"id": "a", "type": "point", "p": [0, 0]},
                                                          {"id": "b", "type": "point", "p": [1, 0]}])";
  const std::string axis =
      R"("owner": "a", "edge": 0, "axis": [1, 0], "a": [0, 0], "b": [1, 1], "overlap": 0)";
  const std::vector<std::string> files = {
      shapes + R"(, "expect": [5]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "error": 3}]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "points": 5}]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "sat": 5}]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "sat": {"axes": 5}}]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "sat": {"axes": [{"owner": "c"}]}}]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "sat": {"axes": [{"owner": "a", "edge": 1.5}]}}]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "sat": {"axes": [{)" + axis +
          R"(, "separating": 3}]}}]})",
      shapes + R"(, "expect": [{"a": "a", "b": "b", "sat": {"axes": [], "first_separating": "x"}}]})",
      shapes + R"(, "view": 5})",
      shapes + R"(, "name": 5})",
      R"({"hitlab": 1, "shapes": [5]})",
  };
  for (const std::string& text : files) {
    std::string english;
    try {
      parseScene(text, "inline.json");
    } catch (const SceneError& e) {
      english = e.what();
    }
    ASSERT_FALSE(english.empty()) << text;
    const std::string ja = japaneseMessage(english);
    EXPECT_NE(ja, english);
    EXPECT_EQ(englishWords(ja, "inline.json"), std::vector<std::string>{}) << english << "\n" << ja;
  }
}

TEST(UiTextMessages, LoaderErrorsKeepTheirPlaceFieldAndValues) {
  EXPECT_EQ(japaneseMessage("f.json: shapes[0] (id 'c'): field 'radius': missing"),
            "f.json：shapes[0] (id 'c')：フィールド 'radius'：ありません");
  EXPECT_EQ(
      japaneseMessage(
          "f.json: top level: field 'hitlab': unsupported format version 5 (this build reads 1 to 4)"),
      "f.json：最上位：フィールド 'hitlab'：形式のバージョン 5 には対応していません（このビルドが読めるのは "
      "1 から 4 です）");
  EXPECT_EQ(
      japaneseMessage("f.json: shapes[1] (id 'b'): field 'motion': a motion needs format version 4 (the "
                      "file says \"hitlab\": 3)"),
      "f.json：shapes[1] (id 'b')：フィールド 'motion'：動きには形式のバージョン 4 が必要です（この"
      "ファイルは \"hitlab\": 3 です）");
  EXPECT_EQ(
      japaneseMessage("f.json: shapes[0] (id 'r'): field 'radius': a rounded rect needs format version 3 "
                      "(the file says \"hitlab\": 2)"),
      "f.json：shapes[0] (id 'r')：フィールド 'radius'：角の丸い rect には形式のバージョン 3 が必要です"
      "（このファイルは \"hitlab\": 2 です）");
  EXPECT_EQ(japaneseMessage(
                "f.json:5:5: syntax error: syntax error while parsing array - unexpected '{'; expected ']'"),
            "f.json:5:5：構文エラー：配列を読んでいるところで、予期しない '{'。必要なのは ']'");
  // What the parser last read is the file's text, kept even when it looks like a phrase.
  EXPECT_EQ(
      japaneseMessage("f.json:1:2: syntax error: syntax error while parsing value - invalid literal; last "
                      "read: 'unexpected '; expected string literal"),
      "f.json:1:2：構文エラー：値を読んでいるところで、正しくないリテラルがあります（最後に読んだところ："
      "'unexpected '）。必要なのは 文字列リテラル");
}

// The app's status lines, said by id as the app says them, in Japanese with no English word left but paths,
// ids and the system's words (each id of the table once at least: EveryAppMessageIdIsInJapanese).
TEST(UiTextMessages, TheAppsMessagesAreInJapanese) {
  const Message notFound{"save.cannot-create", {"/t/s.json.tmp-12", "No space left on device"}};
  const std::vector<Message> messages = {
      {"files.opened", {"/tmp/a b.json"}},
      {"files.saved", {"/tmp/a.json"}},
      {"autosave.failed",
       {},
       {{"app.at",
         {"/home/x/.local/state/hitlab"},
         {{"autosave.cannot-create-folder", {"Permission denied"}}}}}},
      {"autosave.failed", {}, {{"app.at", {"/s/info.json"}, {{"autosave.cannot-write-info", {}}}}}},
      {"autosave.restored", {"/s/autosave.json"}},
      {"autosave.cannot-restore", {}, {app::textMessage("/s/autosave.json: shapes[0]: field 'id': missing")}},
      {"autosave.discarded", {}},
      {"files.exported", {"12", "/tmp/t.json"}},
      {"app.select-pair", {}},
      {"invariants.agree", {"a / b", "40", "1"}},
      {"invariants.scene-differ", {"400", "10", "3"}},
      {"invariants.written",
       {"/t/s-a-b.invariants.json", "/t/s-a-b.invariants_test.cpp"},
       {{"invariants.agree", {"a / b", "40", "1"}}}},
      {"files.cannot-write", {"/t/x_test.cpp"}},
      {"lesson.none", {}},
      {"app.batch-on", {"5000"}},
      {"files.wrote-expectations", {"/t/batch-view.json", "37"}},
      {"files.wrote", {"/t/shot.png"}},
      {"files.not-written", {"/t/v.svg"}},
      {"app.id-taken", {"a"}},
      {"app.share-copied-pair", {"a,b", "3"}},
      {"app.share-copied", {"1"}},
      {"app.no-pair-shapes", {"a", "b"}},
      {"app.at", {"/t/s.json"}, {notFound}},
      {"app.at", {"/t/s.json"}, {{"save.cannot-replace", {"Permission denied"}}}},
      {"export.not-written", {}, {{"app.at", {"/t/a.gif"}, {notFound}}}},
      {"export.wrote-drag", {"/t/a.webp", "12"}},
      {"export.wrote-reveal", {"/t/a.gif", "30"}},
      {"export.wrote-steps", {"/t/a.gif", "9"}},
      {"export.no-drag", {}},
      {"export.no-lesson-page", {}},
      {"handout.not-written", {}, {app::textMessage("x")}},
      {"handout.wrote-pdf", {"/t/h.pdf"}},
      {"handout.wrote-html", {"/t/h.html"}},
  };
  app::AppState s;
  s.explain.language = explain::Language::Japanese;
  for (const Message& m : messages) {
    app::say(s, m);
    const std::string ja = app::trMessage(s, s.message);
    EXPECT_NE(ja, s.message);
    // (paths: /... up to a space or a Japanese letter; ids a, b; PDF and A4)
    const std::string noPaths =
        std::regex_replace(ja, std::regex("/[A-Za-z0-9_./ -]*[A-Za-z0-9_.]|PDF|A4"), "");
    EXPECT_EQ(englishWords(noPaths, ""), std::vector<std::string>{}) << s.message << "\n" << ja;
  }
  app::say(s, {"files.opened", {"/tmp/a b.json"}});
  EXPECT_EQ(s.message, "opened /tmp/a b.json");
  EXPECT_EQ(app::trMessage(s, s.message), "/tmp/a b.json を開きました");
  app::say(s, {"app.at", {"/t/s.json"}, {notFound}});
  EXPECT_EQ(s.message, "/t/s.json: cannot save: cannot create /t/s.json.tmp-12 (No space left on device)");
  EXPECT_EQ(app::trMessage(s, s.message),
            "/t/s.json：保存できません。/t/s.json.tmp-12 を作れません（ディスクの空きがありません）");
  // (a failed save's error, as the core throws it, by id)
  try {
    saveTextAtomic("x", "/nonexistent-dir/s.json");
    FAIL() << "saved";
  } catch (const std::exception& e) {
    EXPECT_EQ(app::messageOf(e).inner.at(0).id, "save.cannot-create");
    app::say(s, app::messageOf(e));
    EXPECT_EQ(s.message, e.what());
    EXPECT_NE(app::trMessage(s, s.message).find("ファイルまたはフォルダーがありません"), std::string::npos);
  }
}

TEST(UiTextMessages, SnapsAndShapeProblemsAreInJapanese) {
  const std::vector<std::string> messages = {
      "polygon 'g' has fewer than 3 vertices",
      "polygon 'g' has a repeated vertex 2",
      "polygon 'g' has zero area",
      "polygon 'g' is not convex (self-intersecting)",
      "polygon 'g' is not convex (reflex vertex 3)",
      "c2: center on a's center, exactly",
      "r2: corner on corner at x = 1e+17, touching exactly (the width or height rounded)",
      "b: moved onto the vertex (1.5, -2)",
      "b: moved onto the edge, exactly: (0.1, 0.30000000000000004)",
      "b: no double within 256 ulps of the foot lies exactly on that edge; left at the rounded foot",
      "c2: radius 1.25: tangent from inside, exactly",
      // NOLINTNEXTLINE(bugprone-suspicious-missing-comma): one message in two literals
      "c2: no double radius within 64 ulps makes them touch exactly (the centers are sqrt(2) apart, not a "
      "double); nearest radius 0.41421356237309515: overlapping",
      "r2: corner on corner at x = 3, touching exactly",
      "r2: edge on edge at x = 1e-300, but not touching: disjoint (the width or height rounded)",
      "s: laid along the edge (0, 0) - (4, 0), sharing a piece of it exactly",
      "s: no ends exactly on that edge's line within 256 ulps share a piece with it; left at the rounded "
      "feet: "
      "touching",
      "p: moved by (0.5, -1): an edge on an edge, sharing a piece exactly (touching)",
      "p: moved by (0.1, 0.2), which rounds: overlapping",
      "p: no edge of b is exactly parallel to an edge of a: no translation makes them share a piece (rotate "
      "b "
      "first)",
      "s2: b's first end on line a, exactly: (1, 1)",
      "s2: no double within 256 ulps of the foot lies exactly on line a; left at the rounded foot",
  };
  for (const std::string& english : messages) {
    const std::string ja = japaneseMessage(english);
    EXPECT_NE(ja, english);
    EXPECT_EQ(englishWords(ja, ""), std::vector<std::string>{}) << english << "\n" << ja;
  }
  EXPECT_EQ(japaneseMessage("c2: radius 1.25: tangent from inside, exactly"),
            "c2：半径 1.25：内側から厳密に接します");
  EXPECT_EQ(japaneseMessage("polygon 'g' has a repeated vertex 2"),
            "多角形 'g' の頂点 2 が次の頂点と重なっています");
  EXPECT_EQ(japaneseMessage("p: moved by (0.1, 0.2), which rounds: overlapping"),
            "p：(0.1, 0.2) だけ動かしましたが、丸められました：重なっている");
  // (a shape named as a relation keeps its name)
  EXPECT_EQ(japaneseMessage("polygon 'touching' has zero area"), "多角形 'touching' の面積が 0 です");
}

// The app's own forms (model/app_messages.h): one id each, apart from the core's, each with its Japanese and
// the same places for its arguments.
TEST(UiTextMessages, EveryAppMessageIdIsInJapanese) {
  std::set<std::string_view> ids;
  for (const app::AppMessageForm& f : app::appMessageForms()) {
    EXPECT_TRUE(ids.insert(f.id).second) << f.id << " twice";
    EXPECT_TRUE(englishForm(f.id).empty()) << f.id << " is the core's too";
    EXPECT_FALSE(f.japanese.empty()) << f.id;
    EXPECT_EQ(placeholders(f.japanese), placeholders(f.english)) << f.id;
  }
  EXPECT_GT(ids.size(), 60u);
}

// A lesson file's problem, the lesson editor's check and its status lines are said by id: the English as
// before, word for word, and the Japanese from the id with the file, place, field and values kept.
TEST(UiTextMessages, LessonsAreSaidById) {
  app::AppState s;
  s.explain.language = explain::Language::Japanese;
  try {
    app::parseLesson(R"({"hitlab-lesson": 2})", "t.json");
    FAIL() << "read";
  } catch (const app::LessonError& e) {
    EXPECT_EQ(std::string(e.what()), "t.json: hitlab-lesson: this version of hitlab reads version 1");
    EXPECT_EQ(e.problem.id, "lesson.unsupported-version");
    app::say(s, app::messageOf(e));
    EXPECT_EQ(s.message, e.what());
    EXPECT_EQ(app::trMessage(s, s.message),
              "t.json: hitlab-lesson：このバージョンの hitlab が読めるのはバージョン 1 です");
  }
  try {
    app::parseLesson("{", "t.json");
    FAIL() << "read";
  } catch (const app::LessonError& e) {
    EXPECT_EQ(e.problem.id, "lesson.not-json");
    app::say(s, {"editor.not-saved", {}, {app::messageOf(e)}});
    EXPECT_EQ(s.message, "not saved: " + std::string(e.what()));
    EXPECT_EQ(app::trMessage(s, s.message).rfind("保存していません：t.json：JSON ではありません：", 0), 0u);
  }
  const app::LessonProblem p{
      1, {"Touching", "接する"}, "task.solution", {"lesson.solution-fails", {"c2", "-1", "0"}, {}}};
  EXPECT_EQ(app::english(p), "page 2 (Touching): task.solution: moving c2 by (-1, 0) does not do the task");
  EXPECT_EQ(app::trLessonProblem(s, p),
            "ページ 2（接する）：task.solution：c2 を (-1, 0) だけ動かしても課題は達成されません");
  app::say(s, {"lesson.page", {"001", "2", "5"}, {}});
  EXPECT_EQ(s.message, "lesson 001, page 2 of 5");
  EXPECT_EQ(app::trMessage(s, s.message), "レッスン 001、ページ 2 / 5");
  app::say(s, {"editor.saved-problems", {"/t/l.json", "1"}, {app::messageOf(p)}});
  EXPECT_EQ(s.message,
            "saved the lesson to /t/l.json: 1 problem(s): page 2 (Touching): task.solution: moving c2 "
            "by (-1, 0) does not do the task");
  const std::string ja = app::trMessage(s, s.message);
  EXPECT_EQ(englishWords(std::regex_replace(ja, std::regex("/t/l.json|task.solution|Touching|c2"), ""), ""),
            std::vector<std::string>{})
      << ja;
  // (a text from elsewhere is read back: a scene error in a page)
  app::say(s, app::textMessage("x.json: shapes[0]: field 'id': missing"));
  EXPECT_EQ(app::trMessage(s, s.message), "x.json：shapes[0]：フィールド 'id'：ありません");
}

// The status bar says a snap's result by its id and arguments, as it was made (hitlab/snap.h's message): the
// same Japanese as read back from its English, and the subject kept.
TEST(UiTextMessages, ASnapIsSaidByItsId) {
  app::AppState s;
  s.explain.language = explain::Language::Japanese;
  const auto r = snap::snap(snap::Kind::TangentOutside, Circle{{0, 0}, 1}, Circle{{1, 1}, 0.3});
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->message.id, "snap.tangent-none");
  app::say(s, {"app.at", {"c2"}, {r->message}});
  EXPECT_EQ(s.message, "c2: " + r->what);
  const std::string ja = app::trMessage(s, s.message);
  EXPECT_EQ(ja, japaneseMessage(s.message));
  EXPECT_EQ(ja.rfind("c2：64 ulp", 0), 0u) << ja;
  EXPECT_EQ(englishWords(ja, ""), std::vector<std::string>{}) << ja;  // (the relation's name too)
  // (another message since: not this one's words)
  EXPECT_EQ(app::trMessage(s, "x.json: shapes[0]: field 'id': missing"),
            "x.json：shapes[0]：フィールド 'id'：ありません");
}

// The code points of `text` (UTF-8).
std::set<std::string> characters(const std::string& text) {
  std::set<std::string> out;
  for (std::size_t i = 0; i < text.size();) {
    const auto c = static_cast<unsigned char>(text[i]);
    std::size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    for (std::size_t k = 1; k < n; ++k)  // (a file's invalid bytes: one at a time)
      if (i + k >= text.size() || (static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) n = 1;
    out.insert(text.substr(i, n));
    i += n;
  }
  return out;
}

// Every character a translated message adds (what it keeps from the English is the file's or the user's) is
// in the fonts' text (shown_text.cpp: the web page's font subsets are made from it).
TEST(UiTextMessages, TheirJapaneseIsInTheFontsText) {
  std::string fonts = app::messagesJapaneseText();
  for (const app::UiText& t : app::uiTexts()) fonts += t.ja;
  const std::set<std::string> covered = characters(fonts);
  const fs::path bad = fs::path(HITLAB_SAMPLES_DIR).parent_path() / "bad";
  // (a message by id: every form's Japanese is in the fonts' text by construction, checked here with its
  // arguments and inner messages worded)
  app::AppState s;
  s.explain.language = explain::Language::Japanese;
  app::say(s, {"autosave.failed",
               {},
               {{"app.at", {"/s"}, {{"autosave.cannot-create-folder", {"Permission denied"}}}}}});
  std::vector<std::string> english = {app::trMessage(s, s.message)};
  app::say(s,
           {"autosave.cannot-restore", {}, {app::textMessage("/s/a.json: shapes[0]: field 'id': missing")}});
  english.push_back(app::trMessage(s, s.message));
  english.push_back("r2: edge on edge at x = 1, but not touching: disjoint");
  for (const auto& entry : fs::directory_iterator(bad)) english.push_back(loaderError(entry.path().string()));
  for (const std::string& message : english) {
    const std::set<std::string> kept = characters(message);
    for (const std::string& c : characters(japaneseMessage(message)))
      EXPECT_TRUE(c.size() == 1 || kept.count(c) || covered.count(c))
          << "\"" << c << "\" of " << japaneseMessage(message);
  }
}

TEST(UiTextMessages, EnglishStaysEnglishAndUnknownMessagesStayAsTheyAre) {
  app::AppState s;
  s.explain.language = explain::Language::English;
  EXPECT_EQ(app::trMessage(s, "x.json: shapes[0]: field 'id': missing"),
            "x.json: shapes[0]: field 'id': missing");
  app::say(s, {"files.opened", {"x.json"}});
  EXPECT_EQ(app::trMessage(s, s.message), "opened x.json");
  EXPECT_EQ(app::trCommand(s, {"command.drag", {}}), "drag");
  EXPECT_EQ(app::trCommand(s, {"command.edit", {"c1"}}), "edit c1");
  s.explain.language = explain::Language::Japanese;
  EXPECT_EQ(app::trMessage(s, "x.json: shapes[0]: field 'id': missing"),
            "x.json：shapes[0]：フィールド 'id'：ありません");
  EXPECT_EQ(app::trMessage(s, s.message), "x.json を開きました");
  EXPECT_EQ(app::trMessage(s, "a: something new"), "a: something new");
  EXPECT_EQ(app::trMessage(s, ""), "");
  EXPECT_EQ(app::trCommand(s, {"command.edit", {"c1"}}), "c1 の編集");
  EXPECT_EQ(app::trCommand(s, {"command.motion", {}}), "動きの変更");
  EXPECT_EQ(app::trCommand(s, app::snapCommandLabel(snap::Kind::TangentOutside, "c2")),
            "接するようにする（外側） c2");
}

// A snap's undo label, by its kind's id: the kind's name as Edit > Make degenerate shows it (hitlab/snap.h's
// kindName, and its Japanese in the menu), then the shape's id, in each language.
TEST(UiTextMessages, ASnapsUndoLabelIsItsKindsNameInEachLanguage) {
  app::AppState s;
  for (int k = 0; k <= static_cast<int>(snap::Kind::SharePiece); ++k) {
    const auto kind = static_cast<snap::Kind>(k);
    const Message label = app::snapCommandLabel(kind, "b7");
    s.explain.language = explain::Language::English;
    EXPECT_EQ(app::trCommand(s, label), std::string(snap::kindName(kind)) + " b7");
    const std::string menu = app::tr(s, snap::kindName(kind));
    s.explain.language = explain::Language::Japanese;
    EXPECT_EQ(app::trCommand(s, label), std::string(app::tr(s, snap::kindName(kind))) + " b7");
    EXPECT_NE(app::trCommand(s, label), menu + " b7") << snap::kindName(kind);
  }
}

// [SECTION] No English label left in app/ui

// A literal is symbolic when it has no English word: "##id", "%s / %s", "-ulp", "(%.4f, %.4f)".
bool symbolic(std::string literal) {
  if (literal.rfind("##", 0) == 0) return true;
  literal = std::regex_replace(literal, std::regex(R"(%[-+ #0]*\d*(\.\d+)?(ll|l|z)?[a-zA-Z])"), "");
  return !std::regex_search(literal, std::regex("[A-Za-z]{2,}"));
}

TEST(UiText, EveryLabelOfTheInterfaceIsTranslated) {
  // Technical names shown as they are in both languages (the types of the formula's arithmetic, units,
  // markers), and the one label that must stay English in Japanese: the way back to English.
  static const std::set<std::string> kAllowed = {
      "English",
      "float32",
      "double",
      "2^j ulps",
      "-1 ulp",
      "+1 ulp",
      "-ulp",
      "+ulp",
      "id",
      "f32",
      "f64",
      "f32 f64",
      "true",
      "false",
      "strip",
      "AB x AC",
      "AB x AD",
      "CD x CA",
      "CD x CB",
      "AB=(%g, %g)  AC=(%g, %g)  AD=(%g, %g)",
      "EN",
      "JA",                  // (the lesson editor's language tags beside each text)
      "日本語 (Japanese)"};  // (the way to Japanese, the same in both)
  const std::string functions =
      "MenuItem|BeginMenu|Button|Checkbox|SmallButton|Selectable|CollapsingHeader|TreeNode|TextUnformatted|"
      "Text|TextDisabled|TextWrapped|SetTooltip|RadioButton|InputText|InputInt|SliderFloat|Combo|BeginCombo|"
      "BeginPopupModal|OpenPopup|TableSetupColumn|LabelText|BulletText";
  const std::regex direct(R"re(ImGui::()re" + functions + R"re()\(\s*"((?:[^"\\]|\\.)*)")re");
  // (its first argument is a colour; a literal after "tr(s," is translated)
  const std::regex colored(R"re(ImGui::TextColored\(([^;"]*?),\s*"((?:[^"\\]|\\.)*)")re");
  const std::regex column(R"re(\bfixedColumn\(\s*"((?:[^"\\]|\\.)*)")re");
  std::vector<std::string> untranslated;
  int scanned = 0;
  for (const auto& entry : fs::directory_iterator(HITLAB_APP_UI_DIR)) {
    if (entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path());
    std::stringstream text;
    text << in.rdbuf();
    const std::string source = text.str();
    for (const std::regex* r : {&direct, &colored, &column})
      for (std::sregex_iterator it(source.begin(), source.end(), *r), end; it != end; ++it, ++scanned) {
        const std::string literal = (*it)[it->size() - 1].str();
        if (r == &colored && std::regex_search((*it)[1].str(), std::regex(R"(\btr\(\w+$)"))) continue;
        if (!symbolic(literal) && !kAllowed.count(literal))
          untranslated.push_back(entry.path().filename().string() + ": \"" + literal + "\"");
      }
  }
  EXPECT_GT(scanned, 50);
  EXPECT_EQ(untranslated, std::vector<std::string>{})
      << "wrap them in tr(s, \"...\") with a row in ui_text.cpp";
}

}  // namespace
}  // namespace hitlab::test
