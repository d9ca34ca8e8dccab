// Scene files: round trip, limits, one-line errors, atomic save, expectation comparison.
#include <cstdio>
#include <filesystem>
#include <fstream>

#include "helpers.h"
#include "hitlab/expectations.h"
#include "hitlab/motion.h"
#include "hitlab/result_json.h"
#include "hitlab/scene_io.h"

namespace hitlab::test {
namespace {

std::string errorOf(const std::string& text, const SceneLimits& lim = {}) {
  try {
    parseScene(text, "f.json", lim);
  } catch (const SceneError& e) {
    return e.what();
  }
  return "";
}

TEST(SceneIo, ParsesTheContractExample) {
  Scene s = parseScene(R"({"hitlab": 1, "name": "t", "view": {"center": [1, 2], "zoom": 50},
    "shapes": [{"id": "s", "type": "segment", "a": [0, 0.75], "b": [4, 0.75]},
               {"id": "c", "type": "circle", "center": [2, 0], "radius": 1.25}],
    "expect": [{"a": "s", "b": "c", "relation": "overlapping", "points": [[1, 0.75], [3, 0.75]]}]})",
                       "f.json");
  ASSERT_EQ(s.shapes.size(), 2u);
  EXPECT_EQ(s.view->zoom, 50);
  EXPECT_EQ(s.view->center, (Vec2{1, 2}));
  ASSERT_EQ(s.expect.size(), 1u);
  PairResult r = evaluate(s.shapes[0].shape, s.shapes[1].shape);
  EXPECT_TRUE(compareExpectation(s.expect[0], r, pairScale(s.shapes[0].shape, s.shapes[1].shape)).empty());
}

TEST(SceneIo, NumbersAreTheNearestDouble) {
  Scene s =
      parseScene(R"({"hitlab": 1, "shapes": [{"id": "p", "type": "point", "p": [0.1, 5e-324]}]})", "f.json");
  EXPECT_EQ(std::get<Point>(s.shapes[0].shape).p, (Vec2{0.1, 5e-324}));
}

TEST(SceneIo, RoundTripIsExact) {
  Scene s;
  s.name = "round trip";
  s.view = View{{0.1, -3}, 33.5};
  s.shapes = {{"p", pt(0.1, 0.2)},
              {"c", circ(1.0 / 3, 2, std::nextafter(1.0, 2.0))},
              {"g", poly({{0, 0}, {1e15, 0}, {0, 1e-300}})},
              {"r", rect(-1, -2, 3, 4)},
              {"s", seg(1, 2, 3, 4)}};
  s.expect.push_back(expectationFrom("p", "c", evaluate(s.shapes[0].shape, s.shapes[1].shape)));
  Scene t = parseScene(sceneToJson(s), "f.json");
  EXPECT_EQ(sceneToJson(t), sceneToJson(s));
  EXPECT_EQ(std::get<Circle>(t.shapes[1].shape).radius, std::nextafter(1.0, 2.0));
}

// A member beside the format's own (a hunt's found_by) is written as data after them, on one line, and
// readers skip it.
TEST(SceneIo, ExtraMembersAreWrittenAfterTheScenesOwnAndSkippedByReaders) {
  Scene s;
  s.shapes = {{"a", seg(0, 0, 1, 1)}, {"b", circ(0, 0, 1)}};
  const std::vector<ExtraMember> extra = {
      {"found_by", R"({ "judge": "x",  "error": 1e-300, "why": "\u00e9" })"}, {"note", "[1, 2]"}};
  const std::string text = sceneToJson(s, extra);
  const std::string plain = sceneToJson(s);
  EXPECT_EQ(text, plain.substr(0, plain.size() - 3) +
                      ",\n  \"found_by\": {\"judge\":\"x\",\"error\":1e-300,\"why\":\"\u00e9\"},\n  "
                      "\"note\": [1,2]\n}\n");
  EXPECT_EQ(sceneToJson(parseScene(text, "f.json")), plain);
  EXPECT_THROW(sceneToJson(s, std::vector<ExtraMember>{{"found_by", "{oops"}}), std::invalid_argument);
  EXPECT_THROW(sceneToJson(s, std::vector<ExtraMember>{{"shapes", "[]"}}), std::invalid_argument);
}

TEST(SceneIo, ErrorsNameTheFilePlaceAndField) {
  EXPECT_EQ(
      errorOf(R"({"hitlab": 1, "shapes": [{"id": "c", "type": "circle", "center": [0, 0], "radius": -1}]})"),
      "f.json: shapes[0] (id 'c'): field 'radius': must be >= 0, got -1");
  EXPECT_EQ(
      errorOf("{\"hitlab\": 1,\n \"shapes\": [}"),
      "f.json:2:13: syntax error: syntax error while parsing value - unexpected '}'; expected '[', '{', or a "
      "literal");
  EXPECT_EQ(errorOf(R"({"hitlab": 1, "shapes": [{"id": "p", "type": "point", "p": [1, 1]}],
    "expect": [{"a": "p", "b": "x"}]})"),
            "f.json: expect[0]: field 'b': unknown id 'x'");
}

TEST(SceneIo, ADuplicateKeyIsAnErrorNamingTheKeyAndPlace) {
  // (JSON leaves it open; silently keeping one of the two would load a scene nobody wrote.)
  EXPECT_EQ(errorOf("{\"hitlab\": 1, \"shapes\": [\n  {\"id\": \"a\", \"id\": \"b\", \"type\": \"point\", "
                    "\"p\": [0, 0]}]}"),
            "f.json:2:15: duplicate key \"id\" in one object");
  EXPECT_EQ(errorOf(R"({"hitlab": 1, "shapes": [], "hitlab": 1})"),
            "f.json:1:29: duplicate key \"hitlab\" in one object");
  // The same key in different objects is fine.
  EXPECT_EQ(errorOf(R"({"hitlab": 1, "shapes": [{"id": "a", "type": "point", "p": [0, 0]},
                                                {"id": "b", "type": "point", "p": [1, 0]}]})"),
            "");
}

TEST(SceneIo, LimitsAreEnforced) {
  SceneLimits lim;
  lim.maxShapes = 1;
  EXPECT_NE(errorOf(R"({"hitlab": 1, "shapes": [{"id": "p", "type": "point", "p": [1, 1]},
                                                {"id": "q", "type": "point", "p": [1, 1]}]})",
                    lim)
                .find("exceed the limit 1"),
            std::string::npos);
  lim = {};
  lim.maxFileBytes = 10;
  EXPECT_NE(errorOf(R"({"hitlab": 1, "shapes": []})", lim).find("over the limit"), std::string::npos);
  std::string deep(65, '[');
  EXPECT_NE(
      errorOf("{\"hitlab\": 1, \"shapes\": [], \"x\": " + deep + std::string(65, ']') + "}").find("nesting"),
      std::string::npos);
  std::string ok(60, '[');
  EXPECT_EQ(errorOf("{\"hitlab\": 1, \"shapes\": [], \"x\": " + ok + std::string(60, ']') + "}"), "");
  // Strings: bounded by the file size only; a 100,000-character id (Japanese included) loads and round-trips.
  const std::string longId = std::string(100000, 'x') + "当たり判定";
  const Scene scene = parseScene(
      R"({"hitlab": 1, "shapes": [{"id": ")" + longId + R"(", "type": "point", "p": [1, 1]}]})", "long.json");
  ASSERT_EQ(scene.shapes.size(), 1u);
  EXPECT_EQ(scene.shapes[0].id, longId);
  EXPECT_EQ(parseScene(sceneToJson(scene), "again.json").shapes[0].id, longId);
}

TEST(SceneIo, AtomicSaveReplacesTheFileWhole) {
  auto dir = std::filesystem::temp_directory_path() / "hitlab_save_test";
  std::filesystem::create_directories(dir);
  std::string path = (dir / "scene.json").string();
  Scene s;
  s.shapes = {{"p", pt(1, 2)}};
  saveSceneAtomic(s, path);
  s.shapes.push_back({"q", pt(3, 4)});
  saveSceneAtomic(s, path);
  Scene t = loadScene(path);
  EXPECT_EQ(t.shapes.size(), 2u);
  int files = 0;
  for ([[maybe_unused]] auto& e : std::filesystem::directory_iterator(dir)) ++files;
  EXPECT_EQ(files, 1) << "no temporary file is left behind";
  std::filesystem::remove_all(dir);
}

// A save keeps the replaced version as NAME.json~; a save that cannot happen names the file and the reason
// and leaves the file as it was.
TEST(SceneIo, SaveKeepsThePreviousVersionAndFailsWithItsReason) {
  auto dir = std::filesystem::temp_directory_path() / "hitlab_backup_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::string path = (dir / "scene.json").string();
  Scene s;
  s.shapes = {{"p", pt(1, 2)}};
  saveSceneAtomic(s, path, KeepPrevious::Yes);
  EXPECT_FALSE(std::filesystem::exists(path + "~")) << "nothing to keep yet";
  s.shapes.push_back({"q", pt(3, 4)});
  saveSceneAtomic(s, path, KeepPrevious::Yes);
  EXPECT_EQ(loadScene(path).shapes.size(), 2u);
  EXPECT_EQ(loadScene(path + "~").shapes.size(), 1u);

  std::string gone = (dir / "deleted" / "scene.json").string();
  try {
    saveSceneAtomic(s, gone, KeepPrevious::Yes);
    ADD_FAILURE() << "saving into a missing folder succeeded";
  } catch (const std::runtime_error& e) {
    std::string what = e.what();
    EXPECT_NE(what.find(gone + ": cannot save"), std::string::npos) << what;
    EXPECT_NE(what.find("No such file or directory"), std::string::npos) << what;
  }
  std::filesystem::remove_all(dir);
}

TEST(SceneIo, CompareReportsEachMismatch) {
  Expectation e;
  e.a = "a", e.b = "b";
  e.relation = Relation::Touching;
  e.points = std::vector<Vec2>{{1, 1}};
  e.distance = 0;
  PairResult r = evaluate(pt(0, 0), pt(3, 4));
  auto bad = compareExpectation(e, r, 4);
  ASSERT_EQ(bad.size(), 3u);
  EXPECT_EQ(bad[0], "relation: expected touching, got disjoint");
  EXPECT_EQ(bad[2], "distance: expected 0.0, got 5.0");
  e = {};
  e.error = true;
  EXPECT_EQ(compareExpectation(e, r, 4).size(), 1u);
}

TEST(SceneIo, ToleranceIsRelativeToThePairScale) {
  Expectation e;
  e.distance = 5 + 3e-9;
  PairResult r = evaluate(pt(0, 0), pt(3, 4));
  EXPECT_TRUE(compareExpectation(e, r, 4).empty());  // 3e-9 <= 1e-9 * 4
  e.distance = 5 + 5e-9;
  EXPECT_FALSE(compareExpectation(e, r, 4).empty());
}

TEST(SceneIo, PairJsonHasTheContractKeysInOrder) {
  Scene s = loadScene(std::string(HITLAB_SAMPLES_DIR) + "/mixed__random-01.json");
  std::string a = pairToJson("r0", "p3", evaluate(s.shapes[0].shape, s.shapes[3].shape));
  EXPECT_EQ(a.rfind(R"({"a":"r0","b":"p3","relation":"overlapping","containment":"none","points":)", 0), 0u)
      << a;
}

// Format version 4: a shape's motion, and an expected time of impact. A scene with a motion or such an
// expectation is written as version 4 (the rest as before); an older file with a motion is refused naming
// the version it needs; check holds the time of impact to the expectation.
TEST(SceneIo, MotionsAndTimesOfImpactAreVersion4) {
  Scene s;
  s.shapes = {{"bullet", pt(-1, 0), {3, 0}}, {"wall", rect(0, -1, 0.1, 1)}};
  const std::string text = sceneToJson(s);
  EXPECT_NE(text.find("\"hitlab\": 4"), std::string::npos);
  EXPECT_NE(text.find(R"("motion":[3.0,0.0])"), std::string::npos);
  const Scene t = parseScene(text, "f.json");
  EXPECT_EQ(t.shapes[0].motion, (Vec2{3, 0}));
  EXPECT_EQ(t.shapes[1].motion, (Vec2{0, 0}));
  s.shapes[0].motion = {0, 0};
  EXPECT_NE(sceneToJson(s).find("\"hitlab\": 1"), std::string::npos);  // (still: as before)
  try {
    parseScene(R"({"hitlab": 3, "shapes": [{"id": "p", "type": "point", "p": [0, 0], "motion": [1, 0]}]})",
               "f.json");
    FAIL() << "a motion in a version-3 file";
  } catch (const SceneError& e) {
    EXPECT_STREQ(e.what(),
                 "f.json: shapes[0] (id 'p'): field 'motion': a motion needs format version 4 (the file says "
                 "\"hitlab\": 3)");
  }
  // An expected time of impact, written, read and checked.
  const TimeOfImpact toi = timeOfImpact(pt(-1, 0), {3, 0}, rect(0, -1, 0.1, 1), {0, 0});
  Expectation e = expectationFrom("bullet", "wall", evaluate(pt(-1, 0), rect(0, -1, 0.1, 1)), &toi);
  ASSERT_TRUE(e.toi);
  s.shapes[0].motion = {3, 0};
  s.expect = {e};
  const std::string withToi = sceneToJson(s);
  EXPECT_NE(withToi.find(R"("toi":{"t":0.3333333333333333,"case":"entering","points":[[0.0,0.0]],)"
                         R"("normal":[1.0,0.0],"tunnels":true,"relation_at_end":"disjoint"})"),
            std::string::npos);
  const Scene u = parseScene(withToi, "f.json");
  EXPECT_EQ(sceneToJson(u), withToi);
  EXPECT_TRUE(checkExpectation(u.expect[0], u.shapes[0].shape, u.shapes[1].shape, NumberMatch::Exact,
                               u.shapes[0].motion, u.shapes[1].motion)
                  .empty());
  // Slower: the bullet reaches the wall near the step's end and stops in it; the expectation fails on each
  // of those fields.
  const std::vector<std::string> wrong = checkExpectation(u.expect[0], u.shapes[0].shape, u.shapes[1].shape,
                                                          NumberMatch::Exact, {1.05, 0}, {0, 0});
  ASSERT_EQ(wrong.size(), 3u);
  EXPECT_EQ(wrong[0].rfind("toi.t: expected 0.3333333333333333, got 0.952", 0), 0u) << wrong[0];
  EXPECT_EQ(wrong[1], "toi.tunnels: expected true, got false");
  EXPECT_EQ(wrong[2], "toi.relation_at_end: expected disjoint, got overlapping");
  // No contact in the step: null.
  const TimeOfImpact none = timeOfImpact(pt(-1, 0), {0.5, 0}, rect(0, -1, 0.1, 1), {0, 0});
  EXPECT_EQ(
      pairToJson("bullet", "wall", evaluate(pt(-1, 0), rect(0, -1, 0.1, 1)), &none).find(R"("toi":null)") !=
          std::string::npos,
      true);
  EXPECT_THROW(
      parseScene(R"({"hitlab": 4, "shapes": [{"id": "p", "type": "point", "p": [0, 0]}], "expect": [)"
                 R"({"a": "p", "b": "p", "toi": {"case": "soon"}}]})",
                 "f.json"),
      SceneError);
}

}  // namespace
}  // namespace hitlab::test
