// The lesson editor (issue 53; app/model/lesson_editor.h, lesson_editor_actions.h): lessons written back as
// the format reads them, the checks a teacher's lesson gets (the bundled lessons' tests, for any lesson), the
// teacher's solution read off the canvas, every edit undoable, pages to and from the canvas, preview, saves
// and the draft kept against a kill.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "helpers.h"
#include "model/app_state.h"
#include "model/file_actions.h"
#include "model/lesson_actions.h"
#include "model/lesson_editor_actions.h"
#include "render/handout.h"

namespace hitlab::test {
namespace {

using namespace hitlab::app;
namespace fs = std::filesystem;

// What recordSolution said, in English ("" when it recorded).
std::string said(const Message& m) { return appEnglish(m); }
std::vector<std::string> englishLines(const std::vector<LessonProblem>& problems) {
  std::vector<std::string> out;
  out.reserve(problems.size());
  for (const LessonProblem& p : problems) out.push_back(english(p));
  return out;
}

const std::vector<Lesson>& bundled() {
  static const std::vector<Lesson> all = loadLessons(HITLAB_LESSONS_DIR);
  return all;
}

std::string fileText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// A fresh folder under the system's temporary one.
fs::path freshDir(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("hitlab-lesson-editor-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// A page of two shapes, a and b, selected, with a task on them (no goal, no solution yet).
LessonPage pageOf(const NamedShape& a, const NamedShape& b, Text text, Text done) {
  Scene scene;
  scene.shapes = {a, b};
  LessonPage p = newPage(scene, 1);
  p.a = a.id, p.b = b.id;
  Task t;
  t.text = std::move(text), t.done = std::move(done);
  t.a = a.id, t.b = b.id;
  p.task = t;
  return p;
}

// Two unit circles 4 apart on y = 0, c1 and c2, as a page with a task on them.
LessonPage circlesPage() {
  return pageOf({"c1", Circle{{0, 0}, 1}}, {"c2", Circle{{4, 0}, 1}}, {"Make them touch.", ""},
                {"", "できました。"});
}

std::vector<NamedShape> withMoved(std::vector<NamedShape> shapes, const std::string& id, Vec2 by) {
  for (NamedShape& n : shapes)
    if (n.id == id) n.shape = translated(n.shape, by);
  return shapes;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// [SECTION] The file written back

TEST(LessonFile, EveryBundledLessonReadsBackFromItsWrittenTextAsItWas) {
  ASSERT_GE(bundled().size(), 7u);
  for (const Lesson& l : bundled()) {
    const std::string text = lessonToJson(l);
    const Lesson again = parseLesson(text, "again.json");
    EXPECT_EQ(lessonToJson(again), text) << l.path;
    ASSERT_EQ(again.pages.size(), l.pages.size()) << l.path;
    EXPECT_EQ(again.title.en, l.title.en);
    EXPECT_EQ(again.articleTitle, l.articleTitle);
    for (std::size_t i = 0; i < l.pages.size(); ++i) {
      const LessonPage &p = l.pages[i], &q = again.pages[i];
      EXPECT_EQ(q.caption.ja, p.caption.ja) << l.path << " page " << i + 1;
      ASSERT_EQ(q.scene.shapes.size(), p.scene.shapes.size()) << l.path << " page " << i + 1;
      for (std::size_t k = 0; k < p.scene.shapes.size(); ++k) {
        EXPECT_EQ(q.scene.shapes[k].id, p.scene.shapes[k].id);
        EXPECT_TRUE(q.scene.shapes[k].shape == p.scene.shapes[k].shape) << l.path << " page " << i + 1;
        EXPECT_TRUE(q.scene.shapes[k].motion == p.scene.shapes[k].motion) << l.path << " page " << i + 1;
      }
      EXPECT_EQ(q.a, p.a);
      EXPECT_EQ(q.b, p.b);
      EXPECT_EQ(q.yDown, p.yDown);
      EXPECT_EQ(q.lock, p.lock);
      EXPECT_EQ(q.firstStep, p.firstStep);
      EXPECT_EQ(q.lastStep, p.lastStep);
      EXPECT_EQ(q.batch, p.batch);
      ASSERT_EQ(q.question.has_value(), p.question.has_value());
      if (p.question) {
        EXPECT_EQ(q.question->answer, p.question->answer);
        EXPECT_EQ(q.question->choices.size(), p.question->choices.size());
      }
      ASSERT_EQ(q.task.has_value(), p.task.has_value());
      if (p.task) {
        EXPECT_EQ(q.task->a, p.task->a);
        EXPECT_EQ(q.task->solutionShape, p.task->solutionShape);
        EXPECT_TRUE(q.task->solutionBy == p.task->solutionBy);
        EXPECT_EQ(q.task->want.relation, p.task->want.relation);
        EXPECT_EQ(q.task->want.impact, p.task->want.impact);
        EXPECT_EQ(q.task->want.time, p.task->want.time);
      }
    }
  }
}

TEST(LessonFile, ATextMayBeInOneLanguageAndTheOtherIsShown) {
  Lesson l;
  l.id = "mine";
  l.title = {"", "わたしのレッスン"};
  l.pages = {circlesPage()};
  l.pages[0].task->want.relation = Relation::Touching;
  l.pages[0].task->solutionShape = "c2", l.pages[0].task->solutionBy = {-2, 0};
  const Lesson again = parseLesson(lessonToJson(l), "mine.json");
  EXPECT_EQ(again.title.in(explain::Language::English), "わたしのレッスン");
  EXPECT_EQ(again.pages[0].task->text.in(explain::Language::Japanese), "Make them touch.");
  EXPECT_EQ(again.pages[0].task->done.in(explain::Language::English), "できました。");
  EXPECT_TRUE(lessonProblems(again).empty()) << lessonProblems(again)[0];
}

// [SECTION] What a teacher's lesson is checked for

TEST(LessonProblems, TheBundledLessonsHaveNone) {
  for (const Lesson& l : bundled()) {
    const auto problems = lessonProblems(l);
    EXPECT_TRUE(problems.empty()) << l.path << ": " << problems[0];
  }
}

TEST(LessonProblems, EachSaysItsPageAndFieldInOneLine) {
  LessonPage p = circlesPage();
  p.title = {"Touching", ""};
  p.task->want.relation = Relation::Touching;
  p.task->solutionShape = "c2";
  const auto only = [&](const LessonPage& page) {
    const auto lines = englishLines(pageProblems(page, 1));
    return lines.size() == 1 ? lines[0] : "(" + std::to_string(lines.size()) + " lines)";
  };
  p.task->solutionBy = {-1, 0};  // (overlapping, not touching)
  EXPECT_EQ(only(p), "page 2 (Touching): task.solution: moving c2 by (-1, 0) does not do the task");
  p.task->solutionBy = {-2, 0};
  EXPECT_TRUE(pageProblems(p, 1).empty());
  LessonPage done = p;
  done.task->want.relation = Relation::Disjoint;  // (so they are when the page opens)
  EXPECT_EQ(
      only(done),
      "page 2 (Touching): task: already done when the page opens (move a shape away from the goal first)");
  LessonPage locked = p;
  locked.lock = 'y';
  EXPECT_EQ(only(locked), "page 2 (Touching): task.solution.by: moves across the page's lock axis");
  LessonPage wants = p;
  wants.task->want = {};
  EXPECT_EQ(only(wants), "page 2 (Touching): task.want: wants nothing");
  LessonPage steps = p;
  steps.lastStep = 99;
  EXPECT_NE(only(steps).find("page 2 (Touching): steps: the pair's explanation has "), std::string::npos);
  LessonPage empty = p;
  empty.caption = {};
  EXPECT_EQ(only(empty), "page 2 (Touching): caption: empty in both languages");
}

// Two squares side by side, r1 = [0, 2]^2 and r2 = [4, 6] x [0, 2], with a task on them (no goal yet).
LessonPage squaresPage() {
  LessonPage p =
      pageOf({"r1", Rect{{0, 0}, {2, 2}}}, {"r2", Rect{{4, 0}, {6, 2}}}, {"Drag r2.", ""}, {"Done.", ""});
  p.task->solutionShape = "r2";
  return p;
}

// The goals a task may have beyond the relation: how many points the outlines meet at, and which axis an
// early-exit SAT stops at; read, written back, decided on the pair exactly and checked by the editor.
TEST(TaskGoals, APointCountAndTheFirstSeparatingAxisAreReadWrittenAndDecided) {
  LessonPage p = squaresPage();
  p.task->want.points = 2;
  p.task->solutionBy = {-3, 1};  // (r2 = [1, 3]^2: the outlines cross at (2, 1) and (1, 2))
  EXPECT_TRUE(pageProblems(p, 0).empty()) << englishLines(pageProblems(p, 0))[0];
  p.task->solutionBy = {-2, 0};  // (r2 = [2, 4] x [0, 2]: one shared edge, its two ends)
  EXPECT_EQ(evaluate(Rect{{0, 0}, {2, 2}}, Rect{{2, 0}, {4, 2}}).points.size(), 2u);
  EXPECT_TRUE(pageProblems(p, 0).empty());
  p.task->solutionBy = {-1, 0};  // (r2 = [3, 5] x [0, 2]: apart, no point)
  EXPECT_EQ(
      englishLines(pageProblems(p, 0)),
      std::vector<std::string>{"page 1 (Page 1): task.solution: moving r2 by (-1, 0) does not do the task"});
  // Side by side, r1's edge 1 (normal (1, 0)) separates first; r2 raised above r1, its edge 0 (normal (0,
  // -1)).
  LessonPage axis = squaresPage();
  axis.task->want.firstSeparating = Want::Axis{'a', 0};
  axis.task->solutionBy = {0, 3};
  EXPECT_TRUE(pageProblems(axis, 0).empty()) << englishLines(pageProblems(axis, 0))[0];
  axis.task->want.firstSeparating = Want::Axis{'a', 1};
  EXPECT_EQ(
      englishLines(pageProblems(axis, 0)),
      std::vector<std::string>{"page 1 (Page 1): task: already done when the page opens (move a shape away "
                               "from the goal first)"});
  axis.task->want.firstSeparating = Want::Axis{'b', {}};  // (r1's edges come first and separate as well)
  EXPECT_NE(englishLines(pageProblems(axis, 0)).at(0).find("does not do the task"), std::string::npos);
  // A circle's own axis is tried last, owned by the circle: only where no edge of the rect separates.
  std::vector<NamedShape> cornered = {{"c", Circle{{0, 0}, 1}}, {"r", Rect{{1, 1}, {3, 3}}}};
  Task t;
  t.a = "c", t.b = "r";
  t.want.firstSeparating = Want::Axis{'a', -1};
  EXPECT_TRUE(taskDone(t, cornered));
  t.want.firstSeparating = Want::Axis{'a', {}};
  EXPECT_TRUE(taskDone(t, cornered));
  t.want.firstSeparating = Want::Axis{'b', {}};
  EXPECT_FALSE(taskDone(t, cornered));
  cornered[1].shape = Rect{{1.5, 1}, {3.5, 3}};  // (now the rect's edge 1 separates: (1, 0))
  EXPECT_TRUE(taskDone(t, cornered));
  t.want.firstSeparating = Want::Axis{'b', 1};
  EXPECT_TRUE(taskDone(t, cornered));
  t.want.firstSeparating = Want::Axis{'b', 0};  // (edge 0, normal (0, -1): they touch on it, closed sets)
  EXPECT_FALSE(taskDone(t, cornered));
  cornered[1].shape = Rect{{0, 0}, {2, 2}};  // (meeting: no axis separates)
  t.want.firstSeparating = Want::Axis{'b', {}};
  EXPECT_FALSE(taskDone(t, cornered));
  // Two circles have no SAT: said, not left to the solution's failing.
  LessonPage circles = circlesPage();
  circles.task->want.firstSeparating = Want::Axis{'a', {}};
  circles.task->solutionShape = "c2";
  circles.task->solutionBy = {9, 0};
  EXPECT_EQ(englishLines(pageProblems(circles, 0)),
            std::vector<std::string>{
                "page 1 (Page 1): task.want.firstSeparating: the task's pair has no separating "
                "axis test (two of rect, polygon, capsule, or a circle with one)"});
  // Written and read back as they were.
  axis.task->want = {};
  axis.task->want.points = 0;
  axis.task->want.firstSeparating = Want::Axis{'a', 0};
  LessonPage owner = squaresPage();
  owner.task->want.firstSeparating = Want::Axis{'b', {}};
  Lesson l;
  l.id = "goals";
  l.title = {"Goals", ""};
  l.pages = {axis, owner};
  const std::string text = lessonToJson(l);
  EXPECT_NE(text.find(R"("want": {"points": 0, "firstSeparating": {"owner": "a", "edge": 0}})"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find(R"("want": {"firstSeparating": {"owner": "b"}})"), std::string::npos) << text;
  const Lesson again = parseLesson(text, "goals.json", LessonReading::Draft);
  EXPECT_EQ(again.pages[0].task->want.points, 0);
  EXPECT_EQ(again.pages[0].task->want.firstSeparating, (Want::Axis{'a', 0}));
  EXPECT_EQ(again.pages[1].task->want.firstSeparating, (Want::Axis{'b', {}}));
  EXPECT_EQ(lessonToJson(again), text);
  // Bad files: one line naming the field.
  const auto error = [&](const std::string& from, const std::string& to) {
    std::string bad = text;
    bad.replace(bad.find(from), from.size(), to);
    try {
      parseLesson(bad, "goals.json", LessonReading::Draft);
    } catch (const LessonError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  EXPECT_EQ(error(R"("points": 0)", R"("points": -1)"),
            "goals.json: pages[0].task.want.points: expected a count of points from 0 to 64");
  EXPECT_EQ(error(R"("points": 0)", R"("points": 1.5)"),
            "goals.json: pages[0].task.want.points: expected a count of points from 0 to 64");
  EXPECT_EQ(error(R"("owner": "a")", R"("owner": "c")"),
            "goals.json: pages[0].task.want.firstSeparating.owner: expected \"a\" or \"b\"");
  EXPECT_EQ(error(R"("edge": 0)", R"("edge": -2)"),
            "goals.json: pages[0].task.want.firstSeparating.edge: expected an edge index from -1 to 64");
  EXPECT_EQ(error(R"({"owner": "b"})", R"({"edge": 1})"),
            "goals.json: pages[1].task.want.firstSeparating.owner: missing");
  EXPECT_EQ(error(R"({"owner": "b"})", R"(1)"),
            "goals.json: pages[1].task.want.firstSeparating: expected {\"owner\": \"a\" or \"b\", \"edge\": "
            "index}");
}

// A page may open with drags not snapped to the grid (a page of free drags); snapped is the default, and
// the user's own setting comes back when the lesson closes.
TEST(LessonFile, APageOpensSnappedOrNotAsItSays) {
  LessonPage free = squaresPage();
  free.task.reset();
  free.snap = false;
  LessonPage snapped = squaresPage();
  snapped.task.reset();
  Lesson l;
  l.id = "snaps";
  l.title = {"Snaps", ""};
  l.pages = {free, snapped};
  const std::string text = lessonToJson(l);
  EXPECT_EQ(count(text, R"("snap": false)"), 1u) << text;
  EXPECT_EQ(text.find(R"("snap": true)"), std::string::npos);
  const Lesson again = parseLesson(text, "snaps.json");
  EXPECT_FALSE(again.pages[0].snap);
  EXPECT_TRUE(again.pages[1].snap);
  std::string bad = text;
  bad.replace(bad.find(R"("snap": false)"), 13, R"("snap": "no")");
  try {
    parseLesson(bad, "snaps.json");
    ADD_FAILURE() << "read: " << bad;
  } catch (const LessonError& e) {
    EXPECT_STREQ(e.what(), "snaps.json: pages[0].snap: expected true or false");
  }
  AppState s;
  s.lesson.lessons = {again};
  s.snap = true;
  ASSERT_TRUE(openLesson(s, 0, 0));
  EXPECT_FALSE(s.snap);
  ASSERT_TRUE(openLesson(s, 0, 1));
  EXPECT_TRUE(s.snap);
  closeLesson(s);
  EXPECT_TRUE(s.snap);  // (the user's, as it was before the lesson)
}

// [SECTION] The teacher's solution read off the canvas

TEST(RecordSolution, TheOneShapeMovedIsTheSolutionAndTheRelationThereTheGoal) {
  LessonPage p = circlesPage();
  const auto shapes = p.scene.shapes;
  EXPECT_EQ(said(recordSolution(p, shapes)),
            "no shape of the page has moved: drag one to where the task is done, then record");
  EXPECT_EQ(said(recordSolution(p, withMoved(withMoved(shapes, "c1", {1, 0}), "c2", {-1, 0}))),
            "c1 and c2 both moved: a solution moves one shape");
  auto grown = shapes;
  grown[1].shape = Circle{{4, 0}, 2};
  EXPECT_EQ(said(recordSolution(p, grown)),
            "c2 was changed, not only moved: a solution moves one shape as a drag of its body does");
  auto moving = shapes;
  moving[1].motion = {1, 0};
  EXPECT_EQ(said(recordSolution(p, moving)),  // (the relation there, disjoint, is the page's start)
            "task: already done when the page opens (move a shape away from the goal first)");
  EXPECT_FALSE(p.task->want.relation);  // (nothing recorded by a refusal)

  // c2 dragged by (-2, 0): touching, the goal taken from there; the page's start is still apart.
  EXPECT_EQ(said(recordSolution(p, withMoved(shapes, "c2", {-2, 0}))), "");
  EXPECT_EQ(p.task->solutionShape, "c2");
  EXPECT_TRUE(p.task->solutionBy == (Vec2{-2, 0}));
  EXPECT_EQ(p.task->want.relation, Relation::Touching);
  EXPECT_TRUE(pageProblems(p, 0).empty());
  // A goal chosen first stays: a drag that does not reach it is refused, naming why.
  p.task->want = {};
  p.task->want.relation = Relation::Overlapping;
  const std::string refused = said(recordSolution(p, withMoved(shapes, "c2", {-2, 0})));
  EXPECT_EQ(refused, "task.solution: moving c2 by (-2, 0) does not do the task");
  EXPECT_TRUE(p.task->solutionBy == (Vec2{-2, 0}));  // (unchanged from the last record)
  // A drag that leaves the pair as it began cannot be a goal: the task would be done at the start.
  p.task->want = {};
  EXPECT_EQ(said(recordSolution(p, withMoved(shapes, "c2", {0, 1}))),
            "task: already done when the page opens (move a shape away from the goal first)");
}

// A bullet (a point moving (6, 0) over the step) and a wall [0, 0.5] x [-1, 2]: the task, first contact at
// exactly t = 1/4, done by pulling out the bullet's motion arrow, with or without a move.
TEST(RecordSolution, AMotionPulledOutIsASolutionToo) {
  NamedShape bullet{"bullet", Point{{-3, 0.5}}};
  bullet.motion = {6, 0};
  LessonPage p = pageOf(bullet, {"wall", Rect{{0, -1}, {0.5, 2}}}, {"Make it first touch at t = 1/4.", ""},
                        {"Done.", ""});
  p.task->want.impact = ImpactCase::Entering;
  p.task->want.time = 0.25;
  const Scene scene = p.scene;
  auto faster = scene.shapes;
  faster[0].motion = {12, 0};  // (-3 + 12 t = 0 at t = 1/4)
  EXPECT_EQ(said(recordSolution(p, faster)), "");
  EXPECT_EQ(p.task->solutionShape, "bullet");
  EXPECT_TRUE(p.task->solutionBy == (Vec2{0, 0}));
  ASSERT_TRUE(p.task->solutionMotion);
  EXPECT_TRUE(*p.task->solutionMotion == (Vec2{12, 0}));
  EXPECT_TRUE(pageProblems(p, 0).empty());
  EXPECT_TRUE(taskDone(*p.task, solvedShapes(p)));
  Lesson l;
  l.id = "motion";
  l.title = {"Motion", ""};
  l.pages = {p};
  std::string text = lessonToJson(l);
  EXPECT_NE(text.find(R"("solution": {"shape": "bullet", "motion": [12, 0]})"), std::string::npos) << text;
  EXPECT_EQ(lessonToJson(parseLesson(text, "motion.json")), text);
  // Moved and pulled out at once: both recorded.
  auto both = withMoved(scene.shapes, "bullet", {-1, 0});
  both[0].motion = {16, 0};  // (-4 + 16 t = 0 at t = 1/4)
  EXPECT_EQ(said(recordSolution(p, both)), "");
  EXPECT_TRUE(p.task->solutionBy == (Vec2{-1, 0}));
  EXPECT_TRUE(*p.task->solutionMotion == (Vec2{16, 0}));
  l.pages = {p};
  text = lessonToJson(l);
  EXPECT_NE(text.find(R"("solution": {"shape": "bullet", "by": [-1, 0], "motion": [16, 0]})"),
            std::string::npos)
      << text;
  const Lesson again = parseLesson(text, "motion.json");
  EXPECT_TRUE(lessonProblems(again).empty());
  // A motion that misses the time: refused, as a drag that misses is; one shape only.
  auto slow = scene.shapes;
  slow[0].motion = {7, 0};
  EXPECT_NE(said(recordSolution(p, slow)).find("does not do the task"), std::string::npos);
  auto two = withMoved(faster, "wall", {1, 0});
  EXPECT_EQ(said(recordSolution(p, two)), "bullet and wall both moved: a solution moves one shape");
}

TEST(RecordSolution, AMoveIsRecordedExactlyAsTheDragMadeIt) {
  LessonPage p = circlesPage();
  p.scene.shapes[1].shape = Circle{{4.1, 0.3}, 1};  // (not on a binary grid)
  const auto moved = withMoved(p.scene.shapes, "c2", {-2.1, -0.3});
  EXPECT_EQ(said(recordSolution(p, moved)), "");
  EXPECT_TRUE(translated(p.scene.shapes[1].shape, p.task->solutionBy) == moved[1].shape);
}

// [SECTION] Edits and their undo

TEST(LessonEditorHistory, EveryEditIsUndoneAndRedoneExactly) {
  LessonEditor e;
  Lesson l;
  l.id = "mine";
  l.title = {"Mine", ""};
  l.pages = {circlesPage()};
  e.start(l, "");
  EXPECT_TRUE(e.saved());
  const std::string start = lessonToJson(e.lesson());
  e.duplicatePage();
  EXPECT_EQ(e.page, 1);
  e.change("retitle").pages[1].title.en = "Second";
  e.movePage(-1);
  EXPECT_EQ(e.page, 0);
  EXPECT_EQ(e.lesson().pages[0].title.en, "Second");
  EXPECT_TRUE(e.deletePage());
  EXPECT_FALSE(e.deletePage());  // (a lesson keeps one page)
  EXPECT_EQ(e.lesson().pages[0].title.en, "Page 1");
  // Typing: one undo for the whole field, taken when it is left.
  for (const char* text : {"M", "My", "My page"}) e.typing().pages[0].title.en = text;
  e.endTyping("edit the title");
  EXPECT_EQ(e.undoLabel(), "edit the title");
  EXPECT_FALSE(e.saved());
  ASSERT_TRUE(e.undo());
  EXPECT_EQ(e.lesson().pages[0].title.en, "Page 1");
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(e.undo());
  EXPECT_EQ(lessonToJson(e.lesson()), start);
  EXPECT_FALSE(e.undo());
  for (int i = 0; i < 5; ++i) ASSERT_TRUE(e.redo());
  EXPECT_EQ(e.lesson().pages.size(), 1u);
  EXPECT_EQ(e.lesson().pages[0].title.en, "My page");
  EXPECT_FALSE(e.redo());
}

// [SECTION] In the app: the canvas, preview, files, the draft

AppState appOnCircles() {
  AppState s;
  s.lesson.lessons = bundled();
  Scene scene;
  scene.shapes = {{"c1", Circle{{0, 0}, 1}}, {"c2", Circle{{4, 0}, 1}}, {"q", Point{{9, 9}}}};
  s.model.reset(scene, "");
  s.model.pairA = 0, s.model.pairB = 1;
  s.cam.center = {2, 0}, s.cam.zoom = 50;
  return s;
}

TEST(LessonEditorApp, APageIsTheCanvasAndGoesBackOnItUndoably) {
  AppState s = appOnCircles();
  newLesson(s);
  ASSERT_TRUE(s.lesson.editor.open);
  const LessonPage& p = s.lesson.editor.currentPage();
  EXPECT_EQ(p.scene.shapes.size(), 3u);
  EXPECT_EQ(p.a, "c1");
  EXPECT_EQ(p.b, "c2");
  ASSERT_TRUE(p.scene.view);
  EXPECT_TRUE(p.scene.view->center == (Vec2{2, 0}));
  EXPECT_EQ(p.scene.view->zoom, 50);

  s.model.remove(2);  // (the canvas moves on)
  s.model.pairA = s.model.pairB = -1;
  showPageOnCanvas(s, p);
  EXPECT_EQ(s.model.scene().shapes.size(), 3u);
  EXPECT_EQ(s.model.pairA, 0);
  EXPECT_EQ(s.model.pairB, 1);
  ASSERT_TRUE(s.model.undo());
  EXPECT_EQ(s.model.scene().shapes.size(), 2u);
}

TEST(LessonEditorApp, APreviewPlaysTheLessonAndGoesWhenItCloses) {
  AppState s = appOnCircles();
  const std::size_t lessons = s.lesson.lessons.size();
  newLesson(s);
  s.lesson.editor.change("a task").pages[0] = circlesPage();
  s.lesson.editor.change("the goal").pages[0].task->want.relation = Relation::Touching;
  previewLesson(s);
  EXPECT_EQ(s.lesson.lessons.size(), lessons + 1);
  ASSERT_NE(s.lesson.lesson(), nullptr);
  EXPECT_EQ(s.lesson.lesson()->id, "my-lesson");
  updateLesson(s);
  EXPECT_FALSE(s.lesson.done);
  closeLesson(s);
  EXPECT_EQ(s.lesson.lessons.size(), lessons);
  EXPECT_EQ(s.lesson.editor.previewIndex, -1);
  // Another lesson opened during a preview takes its place.
  previewLesson(s);
  ASSERT_TRUE(openLesson(s, 0, 0));
  EXPECT_EQ(s.lesson.lessons.size(), lessons);
  EXPECT_EQ(s.lesson.lesson()->id, "000");
}

TEST(LessonEditorApp, SavesWhatTheReadersReadAndKeepsADraftUntilThen) {
  const fs::path dir = freshDir("save");
  AppState s = appOnCircles();
  s.stateDir = (dir / "state").string();  // (not made yet: a fresh machine's first run)
  newLesson(s);
  LessonEditor& e = s.lesson.editor;
  e.change("a task").pages[0] = circlesPage();
  // The draft: written at the autosave's tick, given back to a new run of the app.
  autosave(s);
  const fs::path draft = fs::path(s.stateDir) / "lesson-draft.json";
  ASSERT_TRUE(fs::exists(draft));
  {
    AppState next = appOnCircles();
    next.stateDir = s.stateDir;
    editLesson(next);
    ASSERT_TRUE(next.lesson.editor.open);
    EXPECT_FALSE(next.lesson.editor.saved());
    EXPECT_EQ(lessonToJson(next.lesson.editor.lesson()), lessonToJson(e.lesson()));
  }
  // Refused when the readers would refuse the file, with their one line; nothing written.
  e.change("no title").title = {};
  const std::string path = (dir / "mine.json").string();
  EXPECT_FALSE(saveLesson(s, path));
  EXPECT_NE(s.message.find("mine.json: title: needs a text in \"en\" or \"ja\""), std::string::npos)
      << s.message;
  EXPECT_FALSE(fs::exists(path));
  // A task with no goal yet is not a lesson a student can take: refused, saying so.
  e.undo();
  EXPECT_FALSE(saveLesson(s, path));
  EXPECT_NE(s.message.find("pages[0].task.want: wants nothing"), std::string::npos) << s.message;
  // Saved: the file reads back to the lesson, the draft goes, the check's problems are said.
  e.change("the goal").pages[0].task->want.relation = Relation::Touching;
  e.change("the solution").pages[0].task->solutionShape = "c2";
  ASSERT_TRUE(saveLesson(s, path)) << s.message;
  EXPECT_TRUE(e.saved());
  EXPECT_FALSE(fs::exists(draft));
  EXPECT_EQ(lessonToJson(loadLesson(path)), fileText(path));
  EXPECT_NE(s.message.find("1 problem(s): page 1 (Page 1): task.solution: moving c2 by (0, 0) does not do"),
            std::string::npos)
      << s.message;
  e.change("the solution").pages[0].task->solutionBy = {-2, 0};
  ASSERT_TRUE(saveLesson(s, path));
  EXPECT_NE(s.message.find(": every task checked"), std::string::npos) << s.message;
  EXPECT_TRUE(fs::exists(path + "~"));  // (the file before kept)

  // File > Open of a lesson file plays it; from the editor's Open it is edited.
  AppState student = appOnCircles();
  ASSERT_TRUE(openScene(student, path));
  ASSERT_NE(student.lesson.lesson(), nullptr);
  EXPECT_EQ(student.lesson.lesson()->id, "my-lesson");
  updateLesson(student);
  EXPECT_FALSE(student.lesson.done);
  student.model.replaceShapes(solvedShapes(student.lesson.lesson()->pages[0]), {"command.drag", {}});
  updateLesson(student);
  EXPECT_TRUE(student.lesson.done);
  student.lesson.openIntoEditor = true;
  ASSERT_TRUE(openScene(student, path));
  EXPECT_TRUE(student.lesson.editor.open);
  EXPECT_EQ(student.lesson.editor.path, path);
  EXPECT_EQ(student.lesson.active, -1);
}

TEST(LessonEditorApp, ABundledLessonIsEditedAsACopyOfIts) {
  AppState s = appOnCircles();
  s.lesson.bundledDir = HITLAB_LESSONS_DIR;
  ASSERT_TRUE(openLesson(s, 4, 2));
  editLesson(s);
  EXPECT_EQ(s.lesson.active, -1);
  ASSERT_TRUE(s.lesson.editor.open);
  EXPECT_EQ(s.lesson.editor.path, "");  // (saved under a name of the teacher's)
  EXPECT_EQ(s.lesson.editor.page, 2);
  EXPECT_EQ(lessonToJson(s.lesson.editor.lesson()), lessonToJson(bundled()[4]));
}

// [SECTION] A number to type

TEST(NumberQuestion, ATypedNumberIsRightWhenItIsTheExactValueAtThePagesDigits) {
  const double root2 = std::sqrt(2.0);
  EXPECT_EQ(checkNumber("1.41", root2, 3), NumberVerdict::Right);
  EXPECT_EQ(checkNumber(" 1.41 ", root2, 3), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("141e-2", root2, 3), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("1.42", root2, 3), NumberVerdict::Wrong);
  EXPECT_EQ(checkNumber("1.4", root2, 3), NumberVerdict::Wrong);
  EXPECT_EQ(checkNumber("1.414", root2, 3), NumberVerdict::TooManyDigits);
  EXPECT_EQ(checkNumber("1.410", root2, 3), NumberVerdict::TooManyDigits);  // (a trailing zero counts)
  EXPECT_EQ(checkNumber("abc", root2, 3), NumberVerdict::NotANumber);
  EXPECT_EQ(checkNumber("", root2, 3), NumberVerdict::NotANumber);
  EXPECT_EQ(checkNumber("1.4.1", root2, 3), NumberVerdict::NotANumber);
  EXPECT_EQ(checkNumber("-1.41", root2, 3), NumberVerdict::Wrong);
  EXPECT_EQ(checkNumber("2", 2, 3), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("2.00", 2, 3), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("200e-2", 2, 3), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("2.01", 2, 3), NumberVerdict::Wrong);
  EXPECT_EQ(checkNumber("0.0141", root2 / 100, 3), NumberVerdict::Right);
  // A tie: 0.125 to two digits is 0.12 or 0.13 by the rule one reads it with; both are right, no other.
  EXPECT_EQ(checkNumber("0.12", 0.125, 2), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("0.13", 0.125, 2), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("0.14", 0.125, 2), NumberVerdict::Wrong);
  // Not a tie, however close to one: every real that rounds to the double just above 0.15 is above the
  // boundary 0.15 (the midpoints to its neighbours say so, exactly), so only 0.2 is right.
  const double above = std::nextafter(0.15, 1.0);  // (0.15's double is below 0.15: the next one above it)
  EXPECT_EQ(checkNumber("0.2", above, 1), NumberVerdict::Right);
  EXPECT_EQ(checkNumber("0.1", above, 1), NumberVerdict::Wrong);

  EXPECT_EQ(roundedNumber(root2, 3), "1.41");
  EXPECT_EQ(roundedNumber(2, 3), "2.00");
  EXPECT_EQ(roundedNumber(root2 / 100, 3), "0.0141");
  EXPECT_EQ(roundedNumber(12345, 2), "12000");
  EXPECT_EQ(roundedNumber(1e-7, 2), "1.0e-07");
  EXPECT_EQ(checkNumber(roundedNumber(1e-7, 2), 1e-7, 2), NumberVerdict::Right);
}

TEST(NumberQuestion, IsReadWrittenAndCheckedOnThePagesPair) {
  LessonPage p = circlesPage();
  p.task.reset();
  p.question = Question{{"How far apart are they?", ""},
                        {},
                        0,
                        {"Centres 4 apart, radii 1.", ""},
                        NumberAsk{NumberAsk::Of::Distance, 3}};
  ASSERT_TRUE(askedValue(p));
  EXPECT_EQ(*askedValue(p), 2);
  Lesson l;
  l.id = "n";
  l.title = {"Numbers", ""};
  l.pages = {p};
  const std::string text = lessonToJson(l);
  EXPECT_NE(text.find(R"("number": {"of": "distance", "digits": 3})"), std::string::npos) << text;
  const Lesson again = parseLesson(text, "n.json");
  ASSERT_TRUE(again.pages[0].question && again.pages[0].question->number);
  EXPECT_EQ(again.pages[0].question->number->digits, 3);
  EXPECT_TRUE(again.pages[0].question->choices.empty());
  EXPECT_TRUE(lessonProblems(again).empty());
  // The time of first contact of a pair that does not move: none, said.
  LessonPage still = p;
  still.question->number->of = NumberAsk::Of::Time;
  EXPECT_EQ(englishLines(pageProblems(still, 0)),
            std::vector<std::string>{
                "page 1 (Page 1): question.number: the page's pair has no first contact in its motions"});
  still.scene.shapes[1].motion = {-3, 0};
  ASSERT_TRUE(askedValue(still));
  EXPECT_EQ(*askedValue(still), 2.0 / 3);
  // Bad files: one line naming the field.
  const auto error = [&](const std::string& from, const std::string& to) {
    std::string bad = text;
    bad.replace(bad.find(from), from.size(), to);
    try {
      parseLesson(bad, "n.json");
    } catch (const LessonError& e) {
      return std::string(e.what());
    }
    return std::string("(no error)");
  };
  EXPECT_EQ(error(R"("digits": 3)", R"("digits": 0)"),
            "n.json: pages[0].question.number.digits: expected 1 to 15 significant digits");
  EXPECT_EQ(error(R"("of": "distance")", R"("of": "area")"),
            "n.json: pages[0].question.number.of: expected distance, depth or time");
  EXPECT_EQ(error(R"("number": )", R"("answer": 0, "number": )"),
            "n.json: pages[0].question.number: a question has choices and an answer, or a number, not both");
}

// [SECTION] The handout

std::string escapedHtml(const std::string& text) {
  std::string out;
  for (char c : text)
    out += c == '<'   ? "&lt;"
           : c == '>' ? "&gt;"
           : c == '&' ? "&amp;"
           : c == '"' ? "&quot;"
                      : std::string(1, c);
  return out;
}

TEST(Handout, EveryPageWithItsPictureQuestionAndTaskAndNoAnswerGivenAway) {
  for (const Lesson& l : bundled())
    for (explain::Language lang : {explain::Language::English, explain::Language::Japanese}) {
      const std::string html = lessonHandout(l, lang);
      EXPECT_EQ(count(html, "<section>"), l.pages.size()) << l.id;
      EXPECT_NE(html.find("break-after:page"), std::string::npos);
      for (std::size_t i = 0; i < l.pages.size(); ++i) {
        const LessonPage& p = l.pages[i];
        EXPECT_NE(html.find(escapedHtml(p.title.in(lang))), std::string::npos) << l.id << " page " << i + 1;
        if (p.question) {
          for (const Text& c : p.question->choices)
            EXPECT_NE(html.find("<span class=\"box\"></span>" + escapedHtml(c.in(lang))), std::string::npos);
          EXPECT_EQ(html.find(escapedHtml(p.question->why.in(lang))), std::string::npos)
              << l.id << " page " << i + 1 << ": the answer's why is in the handout";
        }
        if (p.task) {
          EXPECT_NE(html.find(escapedHtml(p.task->text.in(lang))), std::string::npos);
        }
      }
      std::size_t pictures = 0;
      for (const LessonPage& p : l.pages) pictures += !p.scene.shapes.empty();
      EXPECT_EQ(count(html, "<svg"), pictures) << l.id;
    }
  const std::string ja = lessonHandout(bundled()[4], explain::Language::Japanese);
  EXPECT_NE(ja.find("<html lang=\"ja\">"), std::string::npos);
  EXPECT_NE(ja.find("<h3>問い</h3>"), std::string::npos);
}

// [SECTION] A student's progress: kept, offered, resumed, summed up

TEST(LessonProgress, AnswersAndTasksAreKeptAndResumedWhenAsked) {
  const fs::path dir = freshDir("progress");
  const auto fresh = [&] {
    AppState s = appOnCircles();
    s.stateDir = (dir / "state").string();
    return s;
  };
  int lesson = -1, taskPage = -1;  // (004: a question on its first page, tasks after)
  for (int i = 0; i < static_cast<int>(bundled().size()); ++i)
    if (bundled()[i].id == "004") lesson = i;
  ASSERT_GE(lesson, 0);
  const Lesson& l = bundled()[lesson];
  for (int i = 1; i < static_cast<int>(l.pages.size()) && taskPage < 0; ++i)
    if (l.pages[i].task && !l.pages[i].question) taskPage = i;
  ASSERT_TRUE(l.pages[0].question);
  ASSERT_GT(taskPage, 0);
  {
    AppState s = fresh();
    ASSERT_TRUE(openLesson(s, lesson, 0));
    EXPECT_TRUE(s.lesson.resumed);  // (nothing kept: nothing to offer)
    s.lesson.choice = 1;
    updateLesson(s);
    ASSERT_TRUE(openLesson(s, lesson, taskPage));
    s.model.replaceShapes(solvedShapes(l.pages[taskPage]), {"command.drag", {}});
    updateLesson(s);
    ASSERT_TRUE(s.lesson.done);
    EXPECT_EQ(s.lesson.progress.pages[0].choice, 1);
    EXPECT_TRUE(s.lesson.progress.pages[taskPage].done);
  }
  // A new run: offered, each page afresh until taken up.
  AppState s = fresh();
  ASSERT_TRUE(openLesson(s, lesson, 0));
  EXPECT_FALSE(s.lesson.resumed);
  EXPECT_EQ(s.lesson.choice, -1);
  EXPECT_EQ(s.lesson.progress.page, taskPage);
  resumeLesson(s);
  EXPECT_EQ(s.lesson.page, taskPage);
  EXPECT_TRUE(s.lesson.done);
  ASSERT_TRUE(openLesson(s, lesson, 0));
  EXPECT_EQ(s.lesson.choice, 1);
  const std::string en = answersSummary(l, s.lesson.progress, explain::Language::English);
  EXPECT_NE(en.find("- Answer: " + l.pages[0].question->choices[1].en +
                    (l.pages[0].question->answer == 1 ? " (right)" : " (not right)")),
            std::string::npos)
      << en;
  EXPECT_NE(en.find("  - Done (decided exactly)"), std::string::npos) << en;
  EXPECT_NE(en.find("tasks done: 1 / "), std::string::npos) << en;
  const std::string ja = answersSummary(l, s.lesson.progress, explain::Language::Japanese);
  EXPECT_NE(ja.find("  - できました（厳密に判定）"), std::string::npos) << ja;
  // Start over: forgotten, afresh.
  startLessonOver(s);
  EXPECT_EQ(s.lesson.page, 0);
  EXPECT_EQ(s.lesson.choice, -1);
  AppState again = fresh();
  ASSERT_TRUE(openLesson(again, lesson, 0));
  EXPECT_TRUE(again.lesson.resumed);
  EXPECT_FALSE(again.lesson.progress.started());
}

TEST(LessonProgress, ALessonChangedByItsTeacherStartsAfreshAndAPreviewKeepsNothing) {
  Lesson l = bundled()[1];
  const std::string key = progressKey(l);
  l.pages[0].caption.en += " More.";
  EXPECT_NE(progressKey(l), key);
  EXPECT_EQ(progressKey(l).rfind(l.id + "-", 0), 0u);

  const fs::path dir = freshDir("preview-progress");
  AppState s = appOnCircles();
  s.stateDir = dir.string();
  newLesson(s);
  s.lesson.editor.change("a question").pages[0].question =
      Question{{"Q?", ""}, {{"Yes", ""}, {"No", ""}}, 0, {"Why.", ""}, {}};
  previewLesson(s);
  s.lesson.choice = 0;
  updateLesson(s);
  EXPECT_FALSE(fs::exists(dir / "lesson-progress"));
}

}  // namespace
}  // namespace hitlab::test
