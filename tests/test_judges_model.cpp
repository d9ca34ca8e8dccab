// The app's judges model (app/model/judges_model.h), driven as the Judges section drives it once a frame:
// verdicts following the selected pair and edits, the scene's marks once a drag ends, a rebuilt plugin
// loaded again, a hung one left alone, the page's script kept, a hunt on its own thread.
#include <gtest/gtest.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "hitlab/scene_io.h"
#include "model/judges_model.h"

namespace hitlab::app {
namespace {

namespace fs = std::filesystem;
using namespace hitlab::judge;
using Clock = std::chrono::steady_clock;

Shape seg(double ax, double ay, double bx, double by) { return Segment{{ax, ay}, {bx, by}}; }

// s0 and s1 overlap along a line (a straddle test's blind spot), s0 and s2 cross, s3 is far from all, c a
// circle (no segment judge takes it).
SceneModel segments() {
  Scene scene;
  scene.shapes = {{"s0", seg(0, 0, 2, 0)},
                  {"s1", seg(1, 0, 3, 0)},
                  {"s2", seg(1, -1, 1.5, 1)},
                  {"s3", seg(10, 10, 11, 10)},
                  {"c", Circle{{0, 5}, 1}}};
  SceneModel m;
  m.reset(std::move(scene), "");
  return m;
}

// Shape i replaced, as a drag's command does.
void move(SceneModel& scene, std::size_t i, Shape to) {
  const NamedShape before = scene.scene().shapes[i];
  scene.run(
      Command{{"command.drag", {}}, {ShapeChange{ShapeChange::Set, i, before, {before.id, std::move(to)}}}});
}

fs::path freshDir(const std::string& name) {
  fs::path dir = fs::temp_directory_path() / ("hitlab-jm-" + name + "-" + std::to_string(getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

std::string readText(const fs::path& p) {
  std::ifstream in(p);
  std::ostringstream t;
  t << in.rdbuf();
  return t.str();
}

TEST(JudgesModel, FollowsTheSelectedPairAndEveryEdit) {
  JudgesModel jm;
  std::string error;
  ASSERT_TRUE(addJudge(jm, "seed000.check_intersection/double", error)) << error;
  EXPECT_EQ(jm.revision, 1u);
  SceneModel scene = segments();
  EXPECT_EQ(judgesReport(jm), "seed000.check_intersection/double:-:n/a:0");  // (nothing asked yet)

  scene.pairA = 0, scene.pairB = 1;  // overlapping along a line: the straddle test says miss
  updateJudges(jm, scene, false);
  const ActiveJudge& j = *jm.active[0];
  ASSERT_TRUE(j.answers);
  EXPECT_EQ(j.verdict.answer, 0);
  EXPECT_EQ(j.assessment.outcome, Outcome::Wrong);
  EXPECT_EQ(j.assessment.finding, FindingClass::OverlapAsMiss);
  EXPECT_EQ(outcomeWord(j), "overlapping-as-miss");
  EXPECT_EQ(judgesReport(jm), "seed000.check_intersection/double:miss:overlapping-as-miss:1");

  scene.pairB = 2;  // crossing: it agrees
  updateJudges(jm, scene, false);
  EXPECT_EQ(j.verdict.answer, 1);
  EXPECT_EQ(outcomeWord(j), "agrees");

  scene.pairB = 4;  // a circle: not its pair type
  updateJudges(jm, scene, false);
  EXPECT_FALSE(j.answers);
  EXPECT_EQ(outcomeWord(j), "n/a");

  // An edit (s1 moved off the line) is judged again at once, though the selection did not change.
  scene.pairB = 1;
  updateJudges(jm, scene, false);
  EXPECT_EQ(outcomeWord(j), "overlapping-as-miss");
  move(scene, 1, seg(1, 1, 3, 1));
  updateJudges(jm, scene, false);
  EXPECT_EQ(j.verdict.answer, 0);
  EXPECT_EQ(outcomeWord(j), "agrees");
}

TEST(JudgesModel, MarksTheWholeSceneOnceADragEnds) {
  JudgesModel jm;
  std::string error;
  ASSERT_TRUE(addJudge(jm, "seed000.check_intersection/double", error)) << error;
  SceneModel scene = segments();
  updateJudges(jm, scene, false);
  const ActiveJudge& j = *jm.active[0];
  ASSERT_EQ(j.marks.size(), scene.pairs().size());
  // Every segment pair asked, the circle's pairs not for it; the one pair it is wrong on listed.
  std::size_t judged = 0, notForIt = 0;
  for (std::size_t i = 0; i < scene.pairs().size(); ++i) {
    const JudgeMark mark = judgeMarkOf(jm, 0, scene, i);
    const bool withCircle = scene.pairs()[i].b == 4;
    EXPECT_EQ(mark.kind, withCircle ? JudgeMark::Kind::NotForPair : JudgeMark::Kind::Judged) << i;
    judged += mark.kind == JudgeMark::Kind::Judged, notForIt += withCircle;
  }
  EXPECT_EQ(judged, 6u);
  EXPECT_EQ(notForIt, 4u);
  EXPECT_EQ(j.asked, 6u);
  ASSERT_EQ(j.wrong.size(), 1u);
  EXPECT_EQ(j.wrong[0].a, 0);
  EXPECT_EQ(j.wrong[0].b, 1);
  EXPECT_EQ(j.wrong[0].finding, FindingClass::OverlapAsMiss);

  // While a drag goes on, the selected pair is asked every frame, the whole scene once it ends.
  scene.pairA = 0, scene.pairB = 1;
  updateJudges(jm, scene, false);
  EXPECT_EQ(outcomeWord(j), "overlapping-as-miss");
  const NamedShape before = scene.scene().shapes[1];
  scene.preview(1, seg(1, 1, 3, 1));
  updateJudges(jm, scene, true);
  EXPECT_EQ(outcomeWord(j), "agrees");
  EXPECT_EQ(j.wrong.size(), 1u);
  EXPECT_EQ(judgeMarkOf(jm, 0, scene, 0).outcome, Outcome::Wrong);
  scene.commitPreview(1, before, {"command.drag", {}});
  EXPECT_EQ(judgeMarkOf(jm, 0, scene, 0).kind, JudgeMark::Kind::NotAsked);  // (stale: older than the scene)
  updateJudges(jm, scene, false);
  EXPECT_EQ(judgeMarkOf(jm, 0, scene, 0).kind, JudgeMark::Kind::Judged);
  EXPECT_EQ(judgeMarkOf(jm, 0, scene, 0).outcome, Outcome::Agrees);
  EXPECT_TRUE(j.wrong.empty());

  // Marks asked now, for pairs of any order (the perturbation explorer's rows).
  const std::vector<PairOfShapes> pairs = {{seg(1, 0, 3, 0), seg(0, 0, 2, 0)},
                                           {Circle{{0, 0}, 1}, seg(0, 0, 1, 1)}};
  const std::vector<JudgeMark> marks = judgeMarks(jm, 0, pairs);
  ASSERT_EQ(marks.size(), 2u);
  EXPECT_EQ(marks[0].outcome, Outcome::Wrong);
  EXPECT_EQ(marks[1].kind, JudgeMark::Kind::NotForPair);
}

TEST(JudgesModel, AFloatJudgeIsGivenFloatsAndSaysSo) {
  JudgesModel jm;
  std::string error;
  ASSERT_TRUE(addJudge(jm, "seed000.check_intersection/float32", error)) << error;
  SceneModel scene = segments();
  scene.pairA = 0, scene.pairB = 2;
  updateJudges(jm, scene, false);
  EXPECT_FALSE(jm.active[0]->rounded);  // (1.5 and the rest are floats)
  move(scene, 2, seg(1, -1, 1.1, 1));
  updateJudges(jm, scene, false);
  EXPECT_TRUE(jm.active[0]->rounded);
}

TEST(JudgesModel, JudgesComeAndGoAndTheScriptJudgeIsOne) {
  JudgesModel jm;
  std::string error;
  EXPECT_FALSE(addJudge(jm, "seed999.nothing", error));
  EXPECT_NE(error.find("no judge named"), std::string::npos) << error;
  EXPECT_EQ(jm.revision, 0u);
  ASSERT_TRUE(addJudge(jm, "seed000.rect_intersects/double", error));
  // (the page's JavaScript judge stands in here as any judge made elsewhere)
  addJudge(jm, openJudge("seed000.check_intersection/double", error), "JavaScript", true);
  addJudge(jm, openJudge("seed000.circle_intersects/double", error), "JavaScript", true);
  ASSERT_EQ(jm.active.size(), 2u);
  EXPECT_TRUE(hasScriptJudge(jm));
  EXPECT_EQ(jm.active[1]->judge->name(), "seed000.circle_intersects/double");
  EXPECT_EQ(jm.revision, 3u);
  removeJudge(jm, 1);
  EXPECT_FALSE(hasScriptJudge(jm));
  EXPECT_EQ(jm.revision, 4u);
  removeJudge(jm, 7);  // (out of range: nothing)
  EXPECT_EQ(jm.revision, 4u);
}

// A rebuilt plugin (another library moved over its file) is loaded again within a frame or two, and its
// verdicts are asked again though nothing else changed.
TEST(JudgesModel, ReloadsAPluginWhoseFileChanged) {
  const fs::path dir = freshDir("reload");
  const fs::path file = dir / "libmine.so";
  fs::copy_file(HITLAB_PLUGIN_CHECK_INTERSECTION, file);
  JudgesModel jm;
  std::string error;
  ASSERT_TRUE(addJudge(jm, file.string(), error)) << error;
  SceneModel scene = segments();
  scene.pairA = 0, scene.pairB = 1;
  Clock::time_point now = Clock::now();
  updateJudges(jm, scene, false, now);
  EXPECT_EQ(outcomeWord(*jm.active[0]), "overlapping-as-miss");
  const std::size_t revision = jm.revision;
  fs::copy_file(HITLAB_PLUGIN_EXACT_SEGMENTS, dir / "new.so");
  fs::rename(dir / "new.so", file);
  updateJudges(jm, scene, false, now + std::chrono::milliseconds(100));  // (checked every 250 ms)
  EXPECT_EQ(jm.revision, revision);
  updateJudges(jm, scene, false, now + std::chrono::milliseconds(300));
  EXPECT_EQ(jm.revision, revision + 1);
  EXPECT_EQ(jm.active[0]->judge->name(), "exact segments (GMP)");
  EXPECT_EQ(outcomeWord(*jm.active[0]), "agrees");
  EXPECT_TRUE(jm.active[0]->wrong.empty());
  fs::remove_all(dir);
}

// A judge that hung is not asked again (each hang holds the window for the call limit) until its file
// changes.
TEST(JudgesModel, LeavesAHungJudgeAloneUntilItsFileChanges) {
  JudgesModel jm;
  std::string error;
  OpenOptions quick;
  quick.callLimit = 0.3;
  const fs::path dir = freshDir("hang"), file = dir / "libhang.so";
  fs::copy_file(HITLAB_PLUGIN_HANG, file);
  ASSERT_TRUE(addJudge(jm, file.string(), error, quick)) << error;
  SceneModel scene = segments();
  move(scene, 2, seg(0, 0, 1, 1));  // (sharing s0's first end point: it loops)
  scene.pairA = 0, scene.pairB = 2;
  updateJudges(jm, scene, false);
  const ActiveJudge& j = *jm.active[0];
  ASSERT_TRUE(j.stalled);
  EXPECT_EQ(j.verdict.failure, Failure::Hang);
  EXPECT_EQ(outcomeWord(j), "hang");
  const std::size_t askedFor = j.revision;
  move(scene, 3, seg(10, 10, 12, 10));
  updateJudges(jm, scene, false);
  EXPECT_EQ(j.revision, askedFor);  // (not asked again)
  const std::vector<PairOfShapes> pairs = {{seg(0, 0, 1, 1), seg(0, 1, 1, 0)}};
  EXPECT_EQ(judgeMarks(jm, 0, pairs)[0].kind, JudgeMark::Kind::NotAsked);
  // Its file changes (a rebuild, here another library): asked again.
  fs::copy_file(HITLAB_PLUGIN_EXACT_SEGMENTS, dir / "new.so");
  fs::rename(dir / "new.so", file);
  updateJudges(jm, scene, false, Clock::now() + std::chrono::seconds(1));
  EXPECT_FALSE(j.stalled);
  EXPECT_NE(j.revision, askedFor);
  EXPECT_EQ(outcomeWord(j), "agrees");
  fs::remove_all(dir);
}

// The Hunt button: a clone of the judge hunted on a thread of its own; each finding's scene file listed in
// the report's order (a click opens it), the findings kept in the database and asked first next time.
TEST(JudgesModel, HuntsOnAThreadAndListsEachFindingsScene) {
  const fs::path dir = freshDir("hunt"), db = dir / "db";
  JudgesModel jm;
  std::string error;
  ASSERT_TRUE(addJudge(jm, "seed000.check_intersection/float32", error)) << error;
  for (int run = 0; run < 2; ++run) {
    HuntOptions options;
    options.calls = 20000;
    options.jobs = 2;
    options.database = db.string();
    startHunt(jm, 0, options, (dir / ("report" + std::to_string(run))).string(), true);
    EXPECT_EQ(huntReportState(jm).substr(0, 4) == "done", !huntRunning(jm));
    while (huntRunning(jm)) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    const HuntRun& r = *jm.hunt;
    ASSERT_TRUE(r.error.empty()) << r.error;
    ASSERT_FALSE(r.report.findings.empty());
    EXPECT_EQ(huntReportState(jm), "done:" + std::to_string(r.report.findings.size()));
    ASSERT_EQ(r.scenes.size(), r.report.findings.size());
    for (std::size_t i = 0; i < r.scenes.size(); ++i) {
      EXPECT_EQ(fs::path(r.scenes[i]).filename().string(), findingFileBase(r.report.findings[i]) + ".json");
      const Scene scene = parseScene(readText(r.scenes[i]), r.scenes[i]);
      ASSERT_EQ(scene.shapes.size(), 2u);
      EXPECT_EQ(classify(scene.shapes[0].shape, scene.shapes[1].shape), r.report.findings[i].exact)
          << r.scenes[i];
    }
    if (run == 1) {  // (the first run's findings, asked first, still wrong)
      ASSERT_FALSE(r.report.replayed.empty());
      for (const Replayed& p : r.report.replayed) EXPECT_TRUE(p.stillWrong) << p.file;
    }
  }
  fs::remove_all(dir);
}

TEST(JudgesModel, KeepsThePagesScriptInTheConfigFolder) {
  const fs::path dir = freshDir("script");
  JudgesModel jm;
  EXPECT_FALSE(readScript(jm, dir.string()));  // (nothing kept yet)
  EXPECT_TRUE(jm.scriptRead);
  jm.script = "function segment_segment(a, b) { return 1; }\n";
  keepScript(jm, dir.string(), true);
  EXPECT_EQ(readText(dir / "judge.js"), jm.script);
  EXPECT_FALSE(fs::exists(dir / "judge.off"));
  JudgesModel next;
  EXPECT_TRUE(readScript(next, dir.string()));  // in use: the page compiles and adds it
  EXPECT_EQ(next.script, jm.script);
  keepScript(jm, dir.string(), false);  // taken out of the section: its code kept
  EXPECT_TRUE(fs::exists(dir / "judge.off"));
  JudgesModel third;
  EXPECT_FALSE(readScript(third, dir.string()));
  EXPECT_EQ(third.script, jm.script);
  // A folder that cannot be written: the error is kept for the section to show.
  fs::remove_all(dir);
  { std::ofstream blocker(dir); }
  keepScript(jm, (dir / "sub").string(), true);
  EXPECT_FALSE(jm.scriptError.empty());
  fs::remove(dir);
}

}  // namespace
}  // namespace hitlab::app
