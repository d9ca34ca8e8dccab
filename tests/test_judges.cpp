// test_judges.cpp — judges and the hunt (hitlab/judge.h, hitlab/hunt.h): conventions, what counts as wrong,
// the articles' formulas as judges (bit for bit the lab's), hunts with fixed seeds that find each formula's
// known failures and shrink them, plugins in their own process (the seed's C code, one that crashes, hangs,
// answers NaN, one decided exactly apart from hitlab, which must give nothing), reloading a rebuilt plugin,
// and the report's scenes, which `check --exact` holds.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cmath>
#include <csignal>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

#include "../judges/src/hunt/generators.h"
#include "../judges/src/numbers.h"
#include "../judges/src/plugin_judge.h"
#include "hitlab/compare.h"
#include "hitlab/expectations.h"
#include "hitlab/hunt.h"
#include "hitlab/scene_io.h"
#include "judge_helpers.h"
#include "reproducers.h"

namespace hitlab::judge {
namespace {

namespace fs = std::filesystem;

HuntReport huntFor(const Judge& j, long long calls, int jobs = 1, std::uint64_t seed = 1) {
  HuntOptions o;
  o.seconds = 0, o.calls = calls, o.jobs = jobs, o.seed = seed;
  return hunt(j, o);
}

std::set<FindingClass> classes(const HuntReport& r) {
  std::set<FindingClass> out;
  for (const Finding& f : r.findings) out.insert(f.finding);
  return out;
}

const Finding* find(const HuntReport& r, FindingClass c) {
  for (const Finding& f : r.findings)
    if (f.finding == c) return &f;
  return nullptr;
}

int digits(double x) {
  char buf[40];
  const auto r = std::to_chars(buf, buf + sizeof buf, x, std::chars_format::scientific);
  int n = 0;
  for (const char* p = buf; p < r.ptr && *p != 'e'; ++p) n += *p >= '0' && *p <= '9';
  return n;
}

int mostDigits(const Finding& f) {
  int most = 0;
  for (const Shape* s : {&f.a, &f.b}) forEachValue(*s, [&](double x) { most = std::max(most, digits(x)); });
  return most;
}

// [SECTION] Pair types and conventions

TEST(Judges, PairTypesAreTheCInterfacesNamesInItsOrder) {
  EXPECT_STREQ(pairTypeName(0), "segment_segment");
  EXPECT_STREQ(pairTypeName(6), "polygon_polygon");
  EXPECT_STREQ(pairTypeName(14), "point_polygon");
  EXPECT_STREQ(pairTypeName(15), "point_capsule");  // (abi 2: the capsule's six appended)
  EXPECT_STREQ(pairTypeName(19), "polygon_capsule");
  EXPECT_STREQ(pairTypeName(20), "capsule_capsule");
  for (int k = 0; k < kPairTypeCount; ++k) {
    EXPECT_EQ(pairTypeFromName(pairTypeName(k)), k);
    EXPECT_EQ(pairTypeFromName(pairTypeLabel(k)), k);
    EXPECT_LE(firstType(k), secondType(k));
    EXPECT_EQ(pairType(firstType(k), secondType(k)), k);
    EXPECT_EQ(pairType(secondType(k), firstType(k)), k);
  }
  EXPECT_EQ(pairTypeFromName("segment-banana"), -1);
  // Points functions exist for segments and circles only (hitlab/judge_abi.h declares those three).
  for (int k = 0; k < kPairTypeCount; ++k)
    EXPECT_EQ(pairTypeHasPoints(k), k == pairTypeFromName("segment_segment") ||
                                        k == pairTypeFromName("segment_circle") ||
                                        k == pairTypeFromName("circle_circle"))
        << pairTypeName(k);
}

// The one answer record of every judge outside C++: a verdict through it comes back whole; its layout, as
// the page's JavaScript reads it, names each field's offset.
TEST(Judges, TheAnswerRecordCarriesEveryVerdictWhole) {
  Verdict v;
  v.answer = 2;
  v.points = std::vector<Vec2>{{1, 2}, {3, -4}};
  v.distance = 0.5;
  v.contacts = {{7, 8}};
  v.normal = Vec2{0, 1};
  v.separation = -0.25;
  v.note = "two faces";
  const Verdict back = verdictOf(answerRecordOf(v));
  EXPECT_EQ(back.answer, 2);
  EXPECT_TRUE(back.relationGiven);
  EXPECT_EQ(back.points, v.points);
  EXPECT_EQ(back.distance, v.distance);
  EXPECT_EQ(back.contacts, v.contacts);
  EXPECT_EQ(back.normal, v.normal);
  EXPECT_EQ(back.separation, v.separation);
  EXPECT_EQ(back.note, v.note);
  AnswerRecord none;  // (as a plugin's process starts each answer: no points, no distance)
  EXPECT_FALSE(verdictOf(none).points);
  EXPECT_FALSE(verdictOf(none).distance);
  none.pairFunction = 0;
  EXPECT_FALSE(verdictOf(none).relationGiven);
  AnswerRecord three;
  three.pointCount = 3;
  EXPECT_EQ(verdictOf(three).failure, Failure::NotANumber);
  EXPECT_EQ(verdictOf(three).failureText, "the points function returned 3 (0 to 2)");
  AnswerRecord declined;
  declined.answer = -1;
  std::snprintf(declined.note, sizeof declined.note, "%s", "too big");
  EXPECT_EQ(verdictOf(declined).answer, -1);
  EXPECT_EQ(verdictOf(declined).note, "too big");
  // The layout names each field the page's JavaScript writes, at an offset its typed arrays can reach
  // (HEAP32 at 4-byte, HEAPF64 at 8-byte alignment) inside the record.
  std::map<std::string, std::size_t> at;
  std::istringstream fields(answerRecordLayout());
  for (std::string kv; fields >> kv;)
    at[kv.substr(0, kv.find('='))] = std::stoul(kv.substr(kv.find('=') + 1));
  const std::map<std::string, std::size_t> alignment = {{"answer", 4},       {"pointCount", 4},
                                                        {"pairFunction", 1}, {"hasDistance", 1},
                                                        {"points", 8},       {"distance", 8}};
  ASSERT_EQ(at.size(), alignment.size());
  for (const auto& [name, align] : alignment) {
    ASSERT_TRUE(at.count(name)) << name;
    EXPECT_EQ(at[name] % align, 0u) << name;
    EXPECT_LT(at[name], sizeof(AnswerRecord)) << name;
  }
}

TEST(Judges, JudgeInfoIsReadStrictly) {
  std::string name, error;
  auto c = parseJudgeInfo(
      "name=mine; touching=strict; touching.rect_rect=inclusive; float=1; ccw=1; skin=0.01", name, error);
  ASSERT_TRUE(c) << error;
  EXPECT_EQ(name, "mine");
  EXPECT_EQ(c->touching, Touching::Strict);
  EXPECT_EQ(c->touchingOf(pairTypeFromName("rect_rect")), Touching::Inclusive);
  EXPECT_EQ(c->touchingOf(pairTypeFromName("circle_rect")), Touching::Strict);
  EXPECT_TRUE(c->float32 && c->ccw);
  EXPECT_EQ(c->skin, 0.01);
  EXPECT_EQ(conventionsText(*c), "touching=strict; touching.rect_rect=inclusive; float=1; ccw=1; skin=0.01");
  for (const char* bad : {"touch=strict", "touching=maybe", "float=2", "skin=-1", "skin=x",
                          "touching.box_box=strict", "justaword"}) {
    error.clear();
    EXPECT_FALSE(parseJudgeInfo(bad, name, error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
  EXPECT_TRUE(parseJudgeInfo("", name, error));  // (nothing said: the defaults)
  c = parseJudgeInfo("degenerate=skip; range=1e4; abi=1", name, error);
  ASSERT_TRUE(c) << error;
  EXPECT_TRUE(c->degenerateSkip);
  EXPECT_EQ(c->range, 1e4);
  EXPECT_EQ(conventionsText(*c), "touching=inclusive; degenerate=skip; range=10000");
  c = parseJudgeInfo("toi.target=-0.005; toi.tolerance=0.00125; abi=5", name, error);
  ASSERT_TRUE(c) << error;
  EXPECT_EQ(c->motionTarget, -0.005);
  EXPECT_EQ(c->motionTolerance, 0.00125);
  EXPECT_EQ(conventionsText(*c), "touching=inclusive; toi.target=-0.005; toi.tolerance=0.00125");
  for (const char* bad :
       {"degenerate=maybe", "range=-1", "range=0", "abi=6", "toi.tolerance=-1", "toi.target=x"}) {
    error.clear();
    EXPECT_FALSE(parseJudgeInfo(bad, name, error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
}

// [SECTION] What counts as wrong

TEST(Judges, AConventionIsNeverAFindingAndEverythingElseIs) {
  const Shape s1 = Segment{{0, 0}, {2, 0}}, touching = Segment{{2, 0}, {3, 1}},
              crossing = Segment{{1, -1}, {1, 1}};
  const Shape apart = Segment{{0, 1}, {2, 1}};
  Conventions strict, inclusive, either;
  strict.touching = Touching::Strict, either.touching = Touching::Either;
  auto verdict = [](int answer) {
    Verdict v;
    v.answer = answer;
    return v;
  };
  auto outcome = [&](const Shape& b, int answer, const Conventions& c) {
    return assess(s1, b, classify(s1, b), verdict(answer), c, 1e-9);
  };
  EXPECT_EQ(outcome(touching, 0, strict).outcome, Outcome::Agrees);
  EXPECT_EQ(outcome(touching, 1, inclusive).outcome, Outcome::Agrees);
  EXPECT_EQ(outcome(touching, 0, either).outcome, Outcome::Agrees);
  EXPECT_EQ(outcome(touching, 1, either).outcome, Outcome::Agrees);
  EXPECT_EQ(outcome(touching, 2, strict).outcome, Outcome::Agrees);
  EXPECT_EQ(outcome(touching, 0, inclusive).finding, FindingClass::TouchingAsMiss);
  EXPECT_EQ(outcome(touching, 1, strict).finding, FindingClass::TouchingAsHit);
  EXPECT_EQ(outcome(touching, 3, either).finding, FindingClass::TouchingAsOverlap);
  EXPECT_EQ(outcome(crossing, 0, either).finding, FindingClass::OverlapAsMiss);
  EXPECT_EQ(outcome(crossing, 2, either).finding, FindingClass::OverlapAsTouching);
  EXPECT_EQ(outcome(apart, 1, either).finding, FindingClass::ApartAsHit);
  EXPECT_EQ(outcome(apart, -1, either).outcome, Outcome::Declined);
  EXPECT_EQ(outcome(apart, 7, either).finding, FindingClass::NotANumber);
  // A skin: a miss 0.005 apart said "meet" is the design; 0.5 apart it is wrong.
  Conventions skin = inclusive;
  skin.skin = 0.01;
  const Shape near = Segment{{0, 0.005}, {2, 0.005}}, far = Segment{{0, 0.5}, {2, 0.5}};
  EXPECT_EQ(outcome(near, 1, skin).outcome, Outcome::ByDesign);
  EXPECT_EQ(outcome(far, 1, skin).finding, FindingClass::ApartAsHit);
  // Numbers: a crossing point and a distance against the exact ones.
  Verdict v = verdict(1);
  v.points = std::vector<Vec2>{{1, 0}};
  EXPECT_EQ(assess(s1, crossing, Relation::Overlapping, v, either, 1e-9).outcome, Outcome::Agrees);
  v.points = std::vector<Vec2>{{1.001, 0}};
  EXPECT_EQ(assess(s1, crossing, Relation::Overlapping, v, either, 1e-9).finding, FindingClass::PointsOff);
  v.points.reset();
  v.distance = 0.0;
  EXPECT_EQ(assess(s1, crossing, Relation::Overlapping, v, either, 1e-9).outcome, Outcome::Agrees);
  v.distance = std::nan("");
  EXPECT_EQ(assess(s1, crossing, Relation::Overlapping, v, either, 1e-9).finding, FindingClass::NotANumber);
  Verdict crashed;
  crashed.failure = Failure::Crash;
  EXPECT_EQ(assess(s1, crossing, Relation::Overlapping, crashed, either, 1e-9).finding, FindingClass::Crash);
}

// What an assessment says is made by id (hitlab/judge.h: assessmentForms): its English (why) word for word as
// the hunt's reports print it, each id in the table, the judge's own words kept as they came.
TEST(Judges, AnAssessmentSaysWhyById) {
  const Shape s1 = Segment{{0, 0}, {2, 0}}, touching = Segment{{2, 0}, {3, 1}},
              crossing = Segment{{1, -1}, {1, 1}};
  std::set<std::string_view> ids;
  for (const MessageForm& f : assessmentForms()) EXPECT_TRUE(ids.insert(f.id).second) << f.id << " twice";
  auto said = [&](const Assessment& as, std::string_view id, const std::string& why) {
    EXPECT_EQ(as.message.id, id);
    EXPECT_TRUE(id.empty() || ids.count(as.message.id)) << as.message.id;
    EXPECT_EQ(as.why, why);
    EXPECT_EQ(assessmentEnglish(as.message), as.why);
  };
  Verdict v;
  v.answer = 0;
  said(assess(s1, touching, Relation::Touching, v, Conventions{}, 1e-9), "assess.relation",
       "exactly touching, it says miss");
  Conventions skin;
  skin.skin = 0.01;
  v.answer = 1;
  said(assess(s1, Segment{{0, 0.005}, {2, 0.005}}, Relation::Disjoint, v, skin, 1e-9), "assess.skin-apart",
       "exactly disjoint, it says meet, 0.0050000000000000001 apart, within the skin");
  v.answer = 0;
  said(assess(s1, touching, Relation::Touching, v, skin, 1e-9), "assess.skin-boundary",
       "exactly touching, it says miss, on the boundary (skin)");
  v.answer = 7;
  said(assess(s1, crossing, Relation::Overlapping, v, Conventions{}, 1e-9), "assess.answer-out-of-range",
       "answer 7 (not 0 to 3)");
  v.answer = 3;
  v.distance = 0.5;
  said(assess(s1, crossing, Relation::Overlapping, v, Conventions{}, 1e-9), "assess.distance-off",
       "distance 0.5, exactly 0 (rounded)");
  v.distance = std::nan("");
  said(assess(s1, crossing, Relation::Overlapping, v, Conventions{}, 1e-9), "assess.distance-nan",
       "the distance is NaN");
  v.distance.reset();
  v.points = std::vector<Vec2>{};
  said(assess(s1, crossing, Relation::Overlapping, v, Conventions{}, 1e-9), "assess.point-count",
       "0 crossing points, exactly 1");
  v.points = std::vector<Vec2>{{1.001, 0}};
  said(assess(s1, crossing, Relation::Overlapping, v, Conventions{}, 1e-9), "assess.point-off",
       "crossing point (1.0009999999999999, 0) is no exact one within the tolerance");
  Verdict crashed;
  crashed.failure = Failure::Crash, crashed.failureText = "signal 11 (SIGSEGV)";
  said(assess(s1, crossing, Relation::Overlapping, crashed, Conventions{}, 1e-9), "assess.judges-words",
       "signal 11 (SIGSEGV)");
  Verdict declined;
  declined.answer = -1, declined.note = "not a pair it takes";
  said(assess(s1, crossing, Relation::Overlapping, declined, Conventions{}, 1e-9), "assess.judges-words",
       "not a pair it takes");
  declined.note.clear();
  said(assess(s1, crossing, Relation::Overlapping, declined, Conventions{}, 1e-9), "", "");
  // (an agreeing answer says nothing)
  v = Verdict{};
  v.answer = 3;
  said(assess(s1, crossing, Relation::Overlapping, v, Conventions{}, 1e-9), "", "");
}

// [SECTION] No false finding: conventions in every check, winding kept, each finding judged again from its
// file

// A judge written for these tests: `answer` gives the relation's answer and numbers for one pair.
class TestJudge final : public Judge {
 public:
  using Answer = std::function<Verdict(const Shape&, const Shape&, std::size_t indexInBatch)>;
  TestJudge(std::string name, Conventions c, std::vector<int> pairTypes, Answer answer)
      : name_(std::move(name)),
        conventions_(c),
        pairTypes_(std::move(pairTypes)),
        answer_(std::move(answer)) {}
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answers(int pairType) const override {
    return std::find(pairTypes_.begin(), pairTypes_.end(), pairType) != pairTypes_.end();
  }
  Verdict judge(const Shape& a, const Shape& b) override { return answer_(a, b, 0); }
  void judgeMany(std::span<const PairOfShapes> pairs, std::span<Verdict> out) override {
    for (std::size_t i = 0; i < pairs.size(); ++i) out[i] = answer_(pairs[i].a, pairs[i].b, i);
  }
  std::unique_ptr<Judge> clone() const override { return std::make_unique<TestJudge>(*this); }

 private:
  std::string name_;
  Conventions conventions_;
  std::vector<int> pairTypes_;
  Answer answer_;
};

Verdict answered(int answer) {
  Verdict v;
  v.answer = answer;
  return v;
}

// A strict judge that misses touching pairs by its convention is not asked for their crossing points: a
// T-junction said "miss" with no points agrees; an exact strict judge with the exact points and distance
// has no finding at all, on every generator's pairs.
TEST(Judges, AStrictJudgesTouchingPairsHaveNoNumbersToGetRight) {
  Conventions strict;
  strict.touching = Touching::Strict;
  const Shape bar = Segment{{0, 0}, {2, 0}}, stem = Segment{{1, 0}, {1, 1}};
  ASSERT_EQ(classify(bar, stem), Relation::Touching);
  Verdict miss = answered(0);
  miss.points = std::vector<Vec2>{};
  miss.distance = 0.0;
  EXPECT_EQ(assess(bar, stem, Relation::Touching, miss, strict, 1e-9).outcome, Outcome::Agrees);
  // (the same answer from an inclusive judge is a finding, and so are wrong points on a crossing)
  EXPECT_EQ(assess(bar, stem, Relation::Touching, miss, Conventions{}, 1e-9).finding,
            FindingClass::TouchingAsMiss);
  const Shape cross = Segment{{1, -1}, {1, 1}};
  Verdict off = answered(1);
  off.points = std::vector<Vec2>{{1, 0.5}};
  EXPECT_EQ(assess(bar, cross, Relation::Overlapping, off, strict, 1e-9).finding, FindingClass::PointsOff);

  const TestJudge exactStrict("exact strict", strict, {pairTypeFromName("segment_segment")},
                              [](const Shape& a, const Shape& b, std::size_t) {
                                const PairResult r = evaluate(a, b);
                                const bool overlap = r.relation == Relation::Overlapping;
                                Verdict v = answered(overlap ? 1 : 0);
                                v.points = overlap ? r.points : std::vector<Vec2>{};
                                v.distance = r.distance;
                                return v;
                              });
  const HuntReport r = huntFor(exactStrict, 40000);
  for (const Finding& f : r.findings) ADD_FAILURE() << findingClassName(f.finding) << ": " << f.why;
}

// A ccw=1 judge sees counter-clockwise polygons only (generated, walked, shrunk, judged again): this one is
// wrong on touching polygons, and answers anything on a clockwise one, which it must never be given.
TEST(Judges, ACcwJudgeIsNeverGivenAClockwisePolygon) {
  Conventions ccw;
  ccw.ccw = true;
  auto sawClockwise = std::make_shared<std::atomic<int>>(0);
  const TestJudge judge("ccw", ccw, {pairTypeFromName("polygon_polygon"), pairTypeFromName("point_polygon")},
                        [sawClockwise](const Shape& a, const Shape& b, std::size_t) {
                          for (const Shape* s : {&a, &b})
                            if (auto* p = std::get_if<Polygon>(s); p && !(counterClockwise(*p) == *p)) {
                              ++*sawClockwise;
                              return answered(0);
                            }
                          const Relation exact = classify(a, b);
                          return answered(exact == Relation::Overlapping ? 1 : 0);  // (touching missed)
                        });
  const HuntReport r = huntFor(judge, 60000, 2);
  EXPECT_EQ(sawClockwise->load(), 0);
  ASSERT_FALSE(r.findings.empty());
  for (const Finding& f : r.findings) {
    EXPECT_EQ(f.finding, FindingClass::TouchingAsMiss) << f.why;
    for (const Shape* s : {&f.a, &f.b}) {
      if (auto* p = std::get_if<Polygon>(s)) {
        EXPECT_TRUE(counterClockwise(*p) == *p);
      }
    }
  }
}

// A judge whose answer depends on the calls before it (wrong only after another pair of the same batch) is
// right on its findings' own scene files: they are dropped and named, not reported.
TEST(Judges, AFindingThatDoesNotReproduceFromItsFileIsDropped) {
  const TestJudge flaky("flaky", Conventions{}, {pairTypeFromName("circle_circle")},
                        [](const Shape& a, const Shape& b, std::size_t indexInBatch) {
                          const Relation exact = classify(a, b);
                          return answered(exact != Relation::Disjoint || indexInBatch % 7 == 3 ? 1 : 0);
                        });
  const HuntReport r = huntFor(flaky, 5000);
  EXPECT_TRUE(r.findings.empty());
  ASSERT_FALSE(r.notReproduced.empty());
  for (const std::string& name : r.notReproduced)
    EXPECT_TRUE(name.starts_with("circle-circle-apart-as-hit")) << name;
  // The same judge wrong on every call of that kind keeps its finding, read back from its file.
  const TestJudge steady("steady", Conventions{}, {pairTypeFromName("circle_circle")},
                         [](const Shape& a, const Shape& b, std::size_t) {
                           const Circle &p = std::get<Circle>(a), &q = std::get<Circle>(b);
                           return answered(classify(a, b) != Relation::Disjoint ||
                                                   std::fabs(p.center.x - q.center.x) < p.radius + q.radius
                                               ? 1
                                               : 0);
                         });
  const HuntReport s = huntFor(steady, 5000);
  EXPECT_TRUE(s.notReproduced.empty());
  ASSERT_FALSE(s.findings.empty());
  const Scene scene = parseScene(findingScene(s.findings[0], s), "finding");
  EXPECT_EQ(scene.shapes[0].shape, s.findings[0].a);
  EXPECT_EQ(scene.shapes[1].shape, s.findings[0].b);
}

// [SECTION] Shrinking

// A finding made by hand for shrink(): the judge's verdict and the class assess() gives it.
Finding foundOn(Judge& j, const Shape& a, const Shape& b) {
  Finding f;
  f.a = f.originalA = a, f.b = f.originalB = b;
  f.exact = classify(a, b);
  f.verdict = j.judge(a, b);
  const Assessment as = assess(a, b, f.exact, f.verdict, j.conventions(), 1e-9);
  EXPECT_EQ(as.outcome, Outcome::Wrong);
  f.finding = as.finding, f.pairType = pairType(typeOf(a), typeOf(b)), f.why = as.why;
  PairResult r = evaluate(a, b);
  roundPrinted(a, b, r);
  f.situation = situationOf(a, b, r), f.scale = scaleOf(a, b, false);
  return f;
}

// Shrinking keeps the judge wrong in the same way and the pair in the same situation, and makes it short:
// two touching circles far off the origin at long decimals come back at short numbers, still touching; a
// polygon loses the vertices that do not matter; it asks the judge at most maxCalls times.
TEST(Judges, ShrinkingKeepsTheCauseAndMakesItShort) {
  auto calls = std::make_shared<std::atomic<int>>(0);
  // (touching said miss, by an inclusive judge)
  TestJudge missesTouching("misses touching", Conventions{},
                           {pairTypeFromName("circle_circle"), pairTypeFromName("segment_segment"),
                            pairTypeFromName("polygon_polygon")},
                           [calls](const Shape& a, const Shape& b, std::size_t) {
                             ++*calls;
                             return answered(classify(a, b) == Relation::Overlapping ? 1 : 0);
                           });
  Finding circles = foundOn(missesTouching, Circle{{1234.5625, 89.125}, 3}, Circle{{1237.5625, 93.125}, 2});
  ASSERT_EQ(circles.finding, FindingClass::TouchingAsMiss);
  ASSERT_EQ(circles.situation, Situation::Tangent);
  shrink(missesTouching, circles, 1e-9);
  EXPECT_EQ(classify(circles.a, circles.b), Relation::Touching);
  EXPECT_EQ(circles.situation, Situation::Tangent);
  EXPECT_LE(mostDigits(circles), 1);
  const Circle& c = std::get<Circle>(circles.a);
  EXPECT_LT(std::fabs(c.center.x), 1234);
  // Two segments sharing an end, collinear: never shrunk into points (another cause), always sharing an end.
  Finding ends =
      foundOn(missesTouching, Segment{{0.125, 0.125}, {1.625, 1.625}}, Segment{{1.625, 1.625}, {2.5, 2.5}});
  ASSERT_EQ(ends.situation, Situation::SharedVertex);
  shrink(missesTouching, ends, 1e-9);
  EXPECT_EQ(ends.situation, Situation::SharedVertex);
  for (const Shape* s : {&ends.a, &ends.b}) EXPECT_NE(std::get<Segment>(*s).a, std::get<Segment>(*s).b);
  EXPECT_EQ(classify(ends.a, ends.b), Relation::Touching);
  // An octagon touching a square at one vertex keeps that vertex and little else.
  Finding octagon =
      foundOn(missesTouching, Polygon{{{1, 0}, {2, 0}, {3, 1}, {3, 2}, {2, 3}, {1, 3}, {0, 2}, {0, 1}}},
              Polygon{{{3, 1}, {5, 1}, {5, 3}, {4, 3}}});
  shrink(missesTouching, octagon, 1e-9);
  EXPECT_LT(std::get<Polygon>(octagon.a).points.size(), 8u);
  EXPECT_EQ(classify(octagon.a, octagon.b), Relation::Touching);
  // The budget of calls.
  Finding budget = foundOn(missesTouching, Circle{{1234.5625, 89.125}, 3}, Circle{{1237.5625, 93.125}, 2});
  *calls = 0;
  shrink(missesTouching, budget, 1e-9, 25);
  EXPECT_LE(calls->load(), 25);
}

// [SECTION] One finding per cause, the worst case shown

// A tolerance of 0.1% of the radii: a gross bug, shown at its real size (its worst example apart by about
// 0.1% of the pair's size, first in the report), not as the rounding-sized gap of its first example.
TEST(Judges, AToleranceBugIsShownAtItsRealSize) {
  const TestJudge tolerant("tolerant", Conventions{}, {pairTypeFromName("circle_circle")},
                           [](const Shape& a, const Shape& b, std::size_t) {
                             const Circle &p = std::get<Circle>(a), &q = std::get<Circle>(b);
                             const double gap = std::hypot(p.center.x - q.center.x, p.center.y - q.center.y) -
                                                p.radius - q.radius;
                             return answered(gap <= 1e-3 * (p.radius + q.radius) ? 1 : 0);
                           });
  const HuntReport r = huntFor(tolerant, 40000);
  ASSERT_FALSE(r.findings.empty());
  const Finding& first = r.findings.front();
  EXPECT_EQ(first.finding, FindingClass::ApartAsHit);
  EXPECT_TRUE(first.gross);
  ASSERT_TRUE(first.worst);
  EXPECT_GT(first.worst->relativeError, 1e-4);
  EXPECT_LE(first.worst->relativeError, 1e-3 * (1 + 1e-9));
  EXPECT_NE(severityText(first).find("% of their size"), std::string::npos) << severityText(first);
  // (its worst example is one the judge is wrong on, as far apart as that, and holds from its own file)
  const Scene worst = parseScene(findingScene(first, r, true), "worst");
  const PairResult exact = evaluate(worst.shapes[0].shape, worst.shapes[1].shape);
  EXPECT_EQ(exact.relation, Relation::Disjoint);
  EXPECT_NEAR(exact.distance / pairSize(worst.shapes[0].shape, worst.shapes[1].shape),
              first.worst->relativeError, 1e-12);
  // Sorted: no later finding is worse.
  for (const Finding& f : r.findings)
    EXPECT_FALSE((f.worst ? f.worst->relativeError : f.relativeError) > first.worst->relativeError);
}

// Each finding says why by id (the app's Japanese words it by id): its message is its why, for the simplest
// example and the worst, as shrunk and as read back from their own files.
TEST(Judges, EachFindingSaysWhyById) {
  const auto j = openExpectingIt("seed000.check_intersection/double");
  const HuntReport r = huntFor(*j, 60000);
  ASSERT_GE(r.findings.size(), 3u);
  int worst = 0;
  for (const Finding& f : r.findings) {
    EXPECT_TRUE(f.message.id.starts_with("assess.")) << f.why;
    EXPECT_EQ(assessmentEnglish(f.message), f.why);
    if (!f.worst) continue;
    ++worst;
    EXPECT_EQ(assessmentEnglish(f.worst->message), f.worst->why);
  }
  EXPECT_GT(worst, 0);
}

// The findings database: a first hunt keeps its findings; the next hunt of the same judge asks them first
// (still wrong: findings again, from "database"); once the judge is fixed, they are listed as fixed.
TEST(Judges, EarlierFindingsAreAskedFirstAndAFixIsSeen) {
  const fs::path dir = fs::temp_directory_path() / ("hitlab-db-" + std::to_string(getpid()));
  fs::remove_all(dir);
  // (wrong: touching circles said miss, as an inclusive judge must not)
  auto wrongJudge = [&] {
    return TestJudge("db", Conventions{}, {pairTypeFromName("circle_circle")},
                     [](const Shape& a, const Shape& b, std::size_t) {
                       return answered(classify(a, b) == Relation::Overlapping ? 1 : 0);
                     });
  };
  HuntOptions o;
  o.seconds = 0, o.calls = 3000, o.database = dir.string();
  const HuntReport first = hunt(wrongJudge(), o);
  ASSERT_FALSE(first.findings.empty());
  EXPECT_TRUE(first.replayed.empty());
  EXPECT_GE(first.addedToDatabase, static_cast<int>(first.findings.size()));
  // Again, another seed and a budget of one pair: what the database holds is found all the same.
  o.calls = 1, o.seed = 99;
  const HuntReport again = hunt(wrongJudge(), o);
  ASSERT_EQ(again.replayed.size(), static_cast<std::size_t>(first.addedToDatabase));
  for (const Replayed& r : again.replayed) EXPECT_TRUE(r.stillWrong) << r.file;
  ASSERT_FALSE(again.findings.empty());
  EXPECT_EQ(again.findings.front().generator, "database");
  EXPECT_EQ(again.addedToDatabase, 0);
  // Fixed: every one of them is listed as such, and nothing is found.
  const TestJudge right("db", Conventions{}, {pairTypeFromName("circle_circle")},
                        [](const Shape& a, const Shape& b, std::size_t) {
                          return answered(classify(a, b) != Relation::Disjoint ? 1 : 0);
                        });
  const HuntReport fixed = hunt(right, o);
  EXPECT_EQ(fixed.replayed.size(), again.replayed.size());
  for (const Replayed& r : fixed.replayed) {
    EXPECT_FALSE(r.stillWrong) << r.file;
    EXPECT_EQ(r.was, "touching-as-miss");
  }
  EXPECT_TRUE(fixed.findings.empty());
  fs::remove_all(dir);
}

// A budget of fewer pairs than jobs: the jobs without a share do nothing (they ran without end before).
TEST(Judges, FewerCallsThanJobsEnd) {
  auto j = openExpectingIt("seed000.check_intersection/double");
  EXPECT_EQ(huntFor(*j, 1, 2).calls, 1);
  EXPECT_EQ(huntFor(*j, 3, 4).calls, 3);
}

// What a judge declares out of its scope (degenerate=skip, range=R) is listed apart, after the rest, and is
// no failure: the same wrong answers are findings in scope for a judge that does not declare it.
TEST(Judges, FindingsOutsideTheJudgesDeclaredScopeAreListedApart) {
  auto judgeWith = [](Conventions c) {
    return TestJudge("scoped", c, {pairTypeFromName("segment_segment")},
                     [](const Shape& a, const Shape& b, std::size_t) {
                       const Segment &s = std::get<Segment>(a), &t = std::get<Segment>(b);
                       const bool point = s.a == s.b || t.a == t.b;  // (wrong on points: always a miss)
                       const bool far = pairScale(a, b) > 1e4;       // (wrong far out: always a meet)
                       if (far) return answered(1);
                       return answered(!point && classify(a, b) != Relation::Disjoint ? 1 : 0);
                     });
  };
  const HuntReport plain = huntFor(judgeWith(Conventions{}), 30000);
  ASSERT_GT(findingsInScope(plain), 0u);
  bool degenerate = false;
  for (const Finding& f : plain.findings) degenerate = degenerate || f.situation == Situation::Degenerate;
  EXPECT_TRUE(degenerate);
  Conventions scoped;
  scoped.degenerateSkip = true, scoped.range = 1e4;
  const HuntReport r = huntFor(judgeWith(scoped), 30000);
  EXPECT_EQ(findingsInScope(r), 0u);
  ASSERT_FALSE(r.findings.empty());
  for (const Finding& f : r.findings) {
    EXPECT_TRUE(f.outOfScope);
    EXPECT_TRUE(f.situation == Situation::Degenerate || pairScale(f.a, f.b) > 1e4) << f.why;
    EXPECT_TRUE(f.fileBase.ends_with("-out-of-scope")) << f.fileBase;
  }
}

// Situations are decided exactly: the same two segments touching at a vertex, along a line, at a T, and
// crossing, each its own situation; a zero-length segment is degenerate whatever else holds.
TEST(Judges, SituationsAreTheExactGeometryOfThePair) {
  auto situation = [](const Shape& a, const Shape& b) {
    PairResult r = evaluate(a, b);
    roundPrinted(a, b, r);
    return situationOf(a, b, r);
  };
  const Shape s = Segment{{0, 0}, {2, 0}};
  EXPECT_EQ(situation(s, Segment{{2, 0}, {3, 1}}), Situation::SharedVertex);
  EXPECT_EQ(situation(s, Segment{{1, 0}, {3, 0}}), Situation::EdgesOnOneLine);
  EXPECT_EQ(situation(s, Segment{{1, 0}, {1, 1}}), Situation::VertexOnOutline);
  EXPECT_EQ(situation(s, Segment{{1, -1}, {1.5, 1}}), Situation::General);
  EXPECT_EQ(situation(s, Segment{{1, 1}, {1, 1}}), Situation::Degenerate);
  EXPECT_EQ(situation(s, Segment{{0.5, 0}, {1, 0}}), Situation::Nested);
  EXPECT_EQ(situation(Circle{{0, 0}, 5}, Circle{{3, 4}, 0}), Situation::Degenerate);
  EXPECT_EQ(situation(Circle{{0, 0}, 5}, Circle{{6, 8}, 5}), Situation::Tangent);
  EXPECT_EQ(situation(Rect{{0, 0}, {1, 1}}, Rect{{2, 0}, {3, 1}}), Situation::ParallelEdges);
  EXPECT_EQ(situation(s, Segment{{1, 1e-300}, {3, 2e-300}}), Situation::NearParallel);
  // A hair off a T (one ulp): near a corner, not at one.
  EXPECT_EQ(situation(s, Segment{{1, 0x1p-52}, {1, 1}}), Situation::NearCorner);
  EXPECT_EQ(scaleOf(s, Segment{{1, 0x1p-52}, {1, 1}}, false), ScaleBand::Ordinary);
  EXPECT_EQ(scaleOf(Segment{{0, 0}, {0x1p-400, 0}}, Point{{0, 0}}, false), ScaleBand::Tiny);
  EXPECT_EQ(scaleOf(Segment{{0, 0}, {0x1p-40, 0}}, Point{{0, 0}}, true), ScaleBand::Tiny);
  EXPECT_EQ(scaleOf(Segment{{0, 0}, {0x1p400, 0}}, Point{{0, 0}}, false), ScaleBand::Huge);
  // How wrong: a crossing of segments said "miss" is as deep as the shorter push that parts them.
  Verdict miss = answered(0);
  const Shape cross = Segment{{1, -1}, {1, 0.25}};
  PairResult r = evaluate(s, cross);
  EXPECT_DOUBLE_EQ(errorOf(s, cross, r, miss, FindingClass::OverlapAsMiss), 0.25);
  EXPECT_EQ(errorOf(s, Segment{{1, 0}, {3, 0}}, evaluate(s, Segment{{1, 0}, {3, 0}}), miss,
                    FindingClass::OverlapAsMiss),
            0);
}

// [SECTION] The articles' formulas

// formulaVerdict is compareFormula's own boolean, bit for bit, on every generator's pairs.
TEST(Judges, FormulaVerdictIsTheLabsFormulaBitForBit) {
  Rng rng(7);
  const GeneratorSettings settings;
  int compared = 0;
  for (int pair : {0, 1, 2, 3, 6, 9}) {
    for (int k = 0; k < 3000; ++k) {
      const Generator& g = generators()[k % generators().size()];
      Shape a, b;
      if (!g.make(rng, firstType(pair), secondType(pair), settings, a, b) || !usable(a, settings) ||
          !usable(b, settings))
        continue;
      const compare::Comparison c = compare::compareFormula(a, b);
      ASSERT_EQ(compare::formulaVerdict(a, b, compare::Arithmetic::Float32), c.f32) << pairTypeLabel(pair);
      ASSERT_EQ(compare::formulaVerdict(a, b, compare::Arithmetic::Double), c.f64) << pairTypeLabel(pair);
      ++compared;
    }
  }
  EXPECT_GT(compared, 12000);
}

// Seed 000's check_intersection on the 0.1 / 0.2 / 0.3 scene's kind of input: it calls segments that are
// exactly apart crossing, and touching ones crossing; collinear overlaps it misses. Shrunk to short decimals.
TEST(Judges, TheHuntFindsCheckIntersectionsKnownFailures) {
  auto j = openExpectingIt("seed000.check_intersection/double");
  const HuntReport r = huntFor(*j, 200000);
  EXPECT_EQ(r.calls, 200000);
  const auto found = classes(r);
  EXPECT_TRUE(found.count(FindingClass::ApartAsHit));
  EXPECT_TRUE(found.count(FindingClass::TouchingAsHit));
  EXPECT_TRUE(found.count(FindingClass::OverlapAsMiss));
  EXPECT_FALSE(found.count(FindingClass::TouchingAsMiss));  // (strict: touching said miss is its convention)
  // (each shrunk within its situation: a pair apart by a few ulps keeps the digits that make it so)
  int shortest = 99;
  for (const Finding& apart : r.findings) {
    if (apart.finding != FindingClass::ApartAsHit) continue;
    shortest = std::min(shortest, mostDigits(apart));
    EXPECT_EQ(classify(apart.a, apart.b), Relation::Disjoint);
    EXPECT_EQ(compare::formulaVerdict(apart.a, apart.b, compare::Arithmetic::Double), true);
  }
  EXPECT_LE(shortest, 8);  // (well below the 17 of the pairs as generated)
  // Products of its cross products underflow: crossing segments at a tiny scale missed, at their real size.
  const Finding* miss = find(r, FindingClass::OverlapAsMiss);
  ASSERT_TRUE(miss);
  EXPECT_EQ(miss->scale, ScaleBand::Tiny);
  EXPECT_GT(miss->worst ? miss->worst->relativeError : miss->relativeError, 0.01);
  EXPECT_LE(mostDigits(*miss), 1);
}

// Seed 003's pixel rectangles: anything finer than a pixel is a miss, so rects overlapping by less than one
// unit are "apart"; shrunk to small numbers.
TEST(Judges, TheHuntFindsThePixelRectanglesOverlapsTakenAsMisses) {
  auto j = openExpectingIt("seed003.pixel_rects");
  const HuntReport r = huntFor(*j, 50000);
  const Finding* f = find(r, FindingClass::OverlapAsMiss);
  ASSERT_TRUE(f);
  EXPECT_LE(mostDigits(*f), 2) << f->why;
}

// Every article formula has failures the hunt finds within 30,000 pairs; the same seed and budget give the
// same findings (two jobs).
TEST(Judges, EveryArticleFormulaHasFindingsAndTheyAreDeterministic) {
  for (const BuiltInJudge* b : builtInJudges()) {
    if (!b->name.starts_with("seed")) continue;
    auto j = b->make();
    const HuntReport r = huntFor(*j, 30000, 2);
    EXPECT_FALSE(r.findings.empty()) << b->name;
    const HuntReport again = huntFor(*j, 30000, 2);
    ASSERT_EQ(r.findings.size(), again.findings.size()) << b->name;
    for (std::size_t i = 0; i < r.findings.size(); ++i) {
      EXPECT_EQ(r.findings[i].finding, again.findings[i].finding) << b->name;
      EXPECT_EQ(r.findings[i].count, again.findings[i].count) << b->name;
      EXPECT_TRUE(r.findings[i].a == again.findings[i].a && r.findings[i].b == again.findings[i].b)
          << b->name;
    }
  }
}

// The epsilon test is wrong on pairs within 1e-9 (apart, said touching) and on overlaps thinner than that.
TEST(Judges, TheEpsilonTestIsWrongWithinItsEpsilon) {
  auto j = openExpectingIt("epsilon-1e-9");
  HuntOptions o;
  o.seconds = 0, o.calls = 20000, o.pairTypes = {pairTypeFromName("segment_segment")};
  const HuntReport r = hunt(*j, o);
  EXPECT_TRUE(classes(r).count(FindingClass::ApartAsHit) ||
              classes(r).count(FindingClass::OverlapAsTouching));
}

// [SECTION] Plugins, each in its own process

TEST(Judges, TheSeedsCPluginFindsWhatTheBuiltInFormulaFinds) {
  auto plugin = openExpectingIt(HITLAB_PLUGIN_CHECK_INTERSECTION);
  EXPECT_EQ(plugin->name(), "check_intersection (C)");
  EXPECT_EQ(plugin->conventions().touching, Touching::Strict);
  EXPECT_TRUE(plugin->answers(0));
  EXPECT_FALSE(plugin->answers(1));
  auto builtIn = openExpectingIt("seed000.check_intersection/double");
  // (The plugin's hunt makes and assesses batches while its process judges another: the same pairs in the
  // same order as the built-in judge's hunt in turn, so the same first pair of each cause.)
  ASSERT_TRUE(plugin->judgesElsewhere());
  ASSERT_FALSE(builtIn->judgesElsewhere());
  const HuntReport a = huntFor(*plugin, 100000, 2), b = huntFor(*builtIn, 100000, 2);
  ASSERT_EQ(a.findings.size(), b.findings.size());
  for (std::size_t i = 0; i < a.findings.size(); ++i) {
    EXPECT_EQ(a.findings[i].finding, b.findings[i].finding);
    EXPECT_EQ(a.findings[i].count, b.findings[i].count);
    EXPECT_TRUE(a.findings[i].originalA == b.findings[i].originalA &&
                a.findings[i].originalB == b.findings[i].originalB);
  }
}

TEST(Judges, AnExactPluginWrittenApartFromHitlabGivesNothing) {
  auto plugin = openExpectingIt(HITLAB_PLUGIN_EXACT_SEGMENTS);
  const HuntReport r = huntFor(*plugin, 300000, 2);
  EXPECT_EQ(r.calls, 300000);
  for (const Finding& f : r.findings)
    ADD_FAILURE() << findingClassName(f.finding) << ": " << f.why << " (" << f.count << " pairs)";
}

TEST(Judges, ACrashIsAFindingAndTheHuntGoesOn) {
  auto sigpipeHandler = [] {
    struct sigaction sa {};
    sigaction(SIGPIPE, nullptr, &sa);
    return sa.sa_handler;
  };
  ASSERT_EQ(sigpipeHandler(), SIG_DFL);
#if HITLAB_SANITIZED
  // (the plugin's process is sanitized too: each expected crash's report unsymbolized, 0.25 s less each,
  // 41 s -> 4 s in all; the variable restored after)
  struct Unsymbolized {
    const std::string before = std::getenv("ASAN_OPTIONS") ? std::getenv("ASAN_OPTIONS") : "";
    Unsymbolized() {
      setenv("ASAN_OPTIONS", (before.empty() ? "" : before + ":").append("symbolize=0").c_str(), 1);
    }
    ~Unsymbolized() { before.empty() ? unsetenv("ASAN_OPTIONS") : setenv("ASAN_OPTIONS", before.c_str(), 1); }
  } unsymbolized;
#endif
  auto plugin = openExpectingIt(HITLAB_PLUGIN_CRASH);
  // (a crash starts the plugin's process again, dozens of times here: under the sanitizers, slow to start,
  // a quarter of the pairs)
#if HITLAB_SANITIZED
  const long long calls = 500;
#else
  const long long calls = 2000;
#endif
  const HuntReport r = huntFor(*plugin, calls);
  EXPECT_EQ(sigpipeHandler(), SIG_DFL);  // (hitlab, a library too, leaves the process's handlers alone)
  EXPECT_EQ(r.calls, calls);  // (every pair judged: the process was started again after each crash)
  const Finding* f = find(r, FindingClass::Crash);
  ASSERT_TRUE(f);
  EXPECT_NE(f->verdict.failureText.find("its process"), std::string::npos) << f->verdict.failureText;
  // The input it died on, shrunk: it still kills it.
  const auto* a = std::get_if<Segment>(&f->a);
  const auto* b = std::get_if<Segment>(&f->b);
  ASSERT_TRUE(a && b);
  EXPECT_TRUE(a->a == b->a || a->b == b->b);
  EXPECT_LE(mostDigits(*f), 1);
}

TEST(Judges, AHangIsAFindingAfterTheCallLimit) {
  std::string error;
  OpenOptions quick;
  quick.callLimit = 0.3;
  auto plugin = openJudge(HITLAB_PLUGIN_HANG, error, quick);
  ASSERT_TRUE(plugin) << error;
  const HuntReport r = huntFor(*plugin, 300);
  EXPECT_EQ(r.calls, 300);
  const Finding* f = find(r, FindingClass::Hang);
  ASSERT_TRUE(f);
  const auto& a = std::get<Segment>(f->a);
  const auto& b = std::get<Segment>(f->b);
  EXPECT_TRUE(a.a == b.a);
}

TEST(Judges, ANaNDistanceIsAFinding) {
  auto plugin = openExpectingIt(HITLAB_PLUGIN_NAN);
  const HuntReport r = huntFor(*plugin, 20000);
  EXPECT_TRUE(classes(r).count(FindingClass::NotANumber));
}

// A plugin with a distance function and no pair function: its distances are judged (this one is negative
// for overlapping circles), its missing relation is no finding.
TEST(Judges, ADistanceFunctionWithoutItsPairFunctionIsJudged) {
  auto plugin = openExpectingIt(HITLAB_PLUGIN_DISTANCE_ONLY);
  const int circles = pairTypeFromName("circle_circle");
  EXPECT_TRUE(plugin->answers(circles));
  EXPECT_FALSE(plugin->answers(pairTypeFromName("segment_segment")));
  const Verdict v = plugin->judge(Circle{{0, 0}, 1}, Circle{{1, 0}, 1});
  EXPECT_FALSE(v.relationGiven);
  EXPECT_EQ(answerName(v), "numbers only");
  const HuntReport r = huntFor(*plugin, 5000);
  EXPECT_EQ(classes(r), std::set<FindingClass>{FindingClass::DistanceOff});
}

// A plugin with the C interface's rounded functions alone (abi 3, tests/judges/rounded_box.c): rounded rects
// and polygons reach them with their radius last, plain ones with radius 0; a hunt gives it rounded shapes,
// and a finding on one comes with a C program that calls hitlab_rounded_<pair> and prints its answer.
TEST(Judges, APluginsRoundedFunctionsAreAskedAboutRoundedShapes) {
  auto plugin = openExpectingIt(HITLAB_PLUGIN_ROUNDED_BOX);
  const int circleRect = pairTypeFromName("circle_rect"), pointPolygon = pairTypeFromName("point_polygon");
  EXPECT_TRUE(plugin->answers(circleRect) && plugin->answers(pointPolygon));
  EXPECT_TRUE(plugin->conventions().roundedOf(circleRect));
  EXPECT_FALSE(plugin->answers(pairTypeFromName("rect_rect")));
  EXPECT_FALSE(plugin->conventions().roundedOf(pairTypeFromName("circle_polygon")));
  const Shape box = Rect{{0, 0}, {2, 1}, 0.5}, plainBox = Rect{{0, 0}, {2, 1}};
  EXPECT_TRUE(plugin->conventions().takes(Circle{{3, 0.5}, 0.5}, box));
  EXPECT_EQ(plugin->judge(Circle{{3, 0.5}, 0.5}, box).answer, 1);  // (1 from the box's core: 0.5 + 0.5)
  EXPECT_EQ(plugin->judge(Circle{{3.25, 0.5}, 0.5}, box).answer, 0);
  EXPECT_EQ(plugin->judge(Circle{{3, 0.5}, 0.5}, plainBox).answer, 0);  // (radius 0 given)
  EXPECT_EQ(plugin->judge(Circle{{2.5, 0.5}, 0.5}, plainBox).answer, 1);
  const Shape triangle = Polygon{{{0, 0}, {2, 0}, {0, 2}}, 1};
  EXPECT_EQ(plugin->judge(Point{{3, 0}}, triangle).answer, 1);  // (the polygon's 2 n + 1 values: r last)
  EXPECT_EQ(plugin->judge(Point{{3.5, 0}}, triangle).answer, 0);
  EXPECT_EQ(plugin->judge(Point{{-0.5, -0.5}}, triangle).answer, 1);
  EXPECT_EQ(plugin->judge(Point{{3, 0}}, Polygon{{{0, 0}, {2, 0}, {0, 2}}}).answer, 0);
  // A hunt: rounded pairs among its findings, each with its program.
  const HuntReport r = huntFor(*plugin, 20000);
  const auto rounded = std::find_if(r.findings.begin(), r.findings.end(), [](const Finding& f) {
    return roundingOf(f.a) > 0 || roundingOf(f.b) > 0;
  });
  ASSERT_NE(rounded, r.findings.end());
  ASSERT_TRUE(rounded->reproducer);
  EXPECT_NE(rounded->reproducer->source.find("hitlab_rounded_"), std::string::npos);
#if !HITLAB_SANITIZED  // (a sanitized plugin links only into a sanitized program: the release build
                       // runs it)
  int printed = -1;
  std::istringstream(runReproducer(*rounded->reproducer, "rounded")) >> printed;
  EXPECT_EQ(printed, rounded->verdict.answer) << rounded->reproducer->source;
#endif
}

// The hunt gives rounded rects and polygons only to a judge that takes them, and among them pairs touching
// exactly at the sum of the radii (arcs on arcs, an end cap on a corner, a capsule along an edge); rotated
// boxes (corners as an engine rounds them) to every judge of polygons: on the other shape, a hair inside or
// a hair outside.
TEST(Judges, TheGeneratorsMakeRoundedShapesForAJudgeThatTakesThem) {
  const std::pair<ShapeType, ShapeType> types[] = {{ShapeType::Rect, ShapeType::Polygon},
                                                   {ShapeType::Polygon, ShapeType::Polygon},
                                                   {ShapeType::Circle, ShapeType::Rect},
                                                   {ShapeType::Polygon, ShapeType::Capsule}};
  for (bool takesRounded : {false, true}) {
    GeneratorSettings settings;
    settings.rounded = takesRounded;
    Rng rng(7);
    int roundedShapes = 0, roundedTouching = 0;
    std::map<Relation, int> rotated;
    for (const Generator& g : generators())
      for (const auto& [first, second] : types)
        for (int i = 0; i < 200; ++i) {
          Shape a, b;
          if (!g.make(rng, first, second, settings, a, b)) continue;
          const bool round = roundingOf(a) > 0 || roundingOf(b) > 0;
          roundedShapes += round;
          if (g.name == "tangent" && round) roundedTouching += classify(a, b) == Relation::Touching;
          if (g.name == "rotated-box" && !round) ++rotated[classify(a, b)];
        }
    if (!takesRounded) {
      EXPECT_EQ(roundedShapes, 0);
      for (Relation rel : {Relation::Disjoint, Relation::Touching, Relation::Overlapping})
        EXPECT_GT(rotated[rel], 0) << relationName(rel);
    } else {
      EXPECT_GT(roundedShapes, 1000);
      EXPECT_GT(roundedTouching, 100);
    }
  }
}

TEST(Judges, APluginThatCannotBeLoadedSaysWhy) {
  std::string error;
  EXPECT_FALSE(openJudge("/no/such/plugin.so", error));
  EXPECT_NE(error.find("no such file"), std::string::npos) << error;
  const fs::path notLibrary = fs::temp_directory_path() / "hitlab-not-a-library.so";
  std::ofstream(notLibrary) << "not a library";
  error.clear();
  EXPECT_FALSE(openJudge(notLibrary.string(), error));
  EXPECT_NE(error.find(notLibrary.string()), std::string::npos) << error;
  error.clear();
  EXPECT_FALSE(openJudge("seed999.nothing", error));
  EXPECT_NE(error.find("no judge named"), std::string::npos) << error;
}

// A rebuilt plugin (here: another library copied over the file) is loaded again by reloadIfChanged.
TEST(Judges, ARebuiltPluginIsLoadedAgain) {
  const fs::path dir = fs::temp_directory_path() / ("hitlab-reload-" + std::to_string(getpid()));
  fs::create_directories(dir);
  const fs::path file = dir / "libmine.so";
  fs::copy_file(HITLAB_PLUGIN_CHECK_INTERSECTION, file, fs::copy_options::overwrite_existing);
  auto judge = openExpectingIt(file.string());
  const Shape a = Segment{{0, 0}, {2, 0}}, b = Segment{{2, 0}, {3, 1}};  // (touching)
  EXPECT_EQ(judge->judge(a, b).answer, 0);
  EXPECT_FALSE(judge->reloadIfChanged());
  // "Rebuild": write the new library beside it and move it over, as a linker's output appears.
  fs::copy_file(HITLAB_PLUGIN_EXACT_SEGMENTS, dir / "new.so", fs::copy_options::overwrite_existing);
  fs::rename(dir / "new.so", file);
  EXPECT_TRUE(judge->reloadIfChanged());
  EXPECT_EQ(judge->name(), "exact segments (GMP)");
  EXPECT_EQ(judge->judge(a, b).answer, 2);
  fs::remove_all(dir);
}

// [SECTION] The engines (release build), against what their documented behaviour says

#if HITLAB_ENGINE_JUDGES
Verdict ask(Judge& j, const Shape& a, const Shape& b) { return j.judge(a, b); }

Shape square(double x, double y, double side = 1) {
  return Polygon{{{x, y}, {x + side, y}, {x + side, y + side}, {x, y + side}}};
}

// Box2D's polygons carry a skin of b2_polygonRadius (0.01) each: squares 0.005 apart are "overlapping" for
// b2TestOverlap, by design; 0.05 apart they are not.
TEST(Judges, Box2DsSkinSaysContactWithinItAndItIsByDesign) {
  auto j = openExpectingIt("box2d.b2TestOverlap");
  const Shape a = square(0, 0), near = square(1.005, 0), far = square(1.05, 0);
  const Verdict v = ask(*j, a, near);
  EXPECT_EQ(v.answer, 1);
  const Assessment as = assess(a, near, classify(a, near), v, j->conventions(), 1e-6);
  EXPECT_EQ(as.outcome, Outcome::ByDesign) << as.why;
  EXPECT_EQ(ask(*j, a, far).answer, 0);
  // The manifold of two faces: two points, the normal from a to b.
  auto m = openExpectingIt("box2d.manifold");
  const Verdict face = ask(*m, a, square(0.999, 0.25));
  EXPECT_EQ(face.answer, 1);
  EXPECT_EQ(face.contacts.size(), 2u);
  ASSERT_TRUE(face.normal);
  EXPECT_NEAR(face.normal->x, 1, 1e-6);
  EXPECT_NEAR(face.normal->y, 0, 1e-6);
  ASSERT_TRUE(face.separation);
  EXPECT_NEAR(*face.separation, -0.001 - 0.02, 1e-5);  // (Box2D's separation counts both skins)
}

// What Box2D cannot represent is declined, in words: a degenerate hull (its assertion, caught in the judge's
// process), a 9-gon, a vertex its hull drops.
// Box2D declares range=1e4 (it is tuned for objects of 0.1 to 10 metres): within it, a hunt of every pair
// type finds nothing gross, only the rounding of its float GJK at a near tangency (circles apart by a
// millionth of their size taken as meeting: its 10 FLT_EPSILON threshold is absolute, its rounding grows with
// the coordinates); beyond it, its gross misses (rects 2e10 wide overlapping by 6e9 a miss) are listed apart.
TEST(Judges, Box2DIsRightWithinItsDeclaredRange) {
  auto j = openExpectingIt("box2d.b2TestOverlap");
  EXPECT_EQ(j->conventions().range, 1e4);
  const HuntReport r = huntFor(*j, 100000, 2);
  for (const Finding& f : r.findings) {
    if (f.outOfScope) continue;
    EXPECT_FALSE(f.gross) << f.fileBase << ": " << f.why;
    EXPECT_EQ(f.situation, Situation::Tangent) << f.fileBase;
    EXPECT_LT(f.relativeError, 0x1p-20) << f.fileBase;
  }
  EXPECT_GT(r.findings.size(), findingsInScope(r));
}

// Each engine's findings come with a program that asks the engine itself through its own API (for a bug
// report upstream): built against the Debian package, it prints what the judge answered, on the simplest
// pairs of the first findings of each engine judge and of a plugin through its C functions.
TEST(Judges, EachFindingsReproducerPrintsTheJudgesAnswer) {
  const fs::path dir = fs::temp_directory_path() / ("hitlab-repro-" + std::to_string(getpid()));
  fs::create_directories(dir);
  for (const char* name : {"box2d.b2TestOverlap", "box2d.manifold", "chipmunk.cpShapesCollide",
                           "boost.geometry", "geos", HITLAB_PLUGIN_CHECK_INTERSECTION}) {
    auto j = openExpectingIt(name);
    HuntOptions o;
    o.seconds = 0, o.calls = 20000, o.jobs = 1;
    const HuntReport r = hunt(*j, o);
    int tried = 0;
    for (const Finding& f : r.findings) {
      if (!f.reproducer || f.verdict.answer < 0 || f.verdict.failure != Failure::None || tried == 2) continue;
      ++tried;
      const std::string file = "repro" + std::to_string(tried) + "." + f.reproducer->extension;
      std::ofstream(dir / file) << f.reproducer->source;
      const std::string command = "cd '" + dir.string() + "' && " +
                                  reproducerCommand(*f.reproducer, file, "repro" + std::to_string(tried)) +
                                  " > out.txt 2>&1";
      ASSERT_EQ(std::system(command.c_str()), 0) << name << ": " << command << "\n" << f.reproducer->source;
      std::ifstream out(dir / "out.txt");
      int printed = -1;
      out >> printed;
      EXPECT_EQ(printed, f.verdict.answer) << name << ", " << f.fileBase << "\n" << f.reproducer->source;
    }
    EXPECT_EQ(tried, 2) << name;
  }
  fs::remove_all(dir);
}

TEST(Judges, WhatBox2DCannotRepresentIsDeclinedInWords) {
  auto j = openExpectingIt("box2d.b2TestOverlap");
  const Shape tiny = Polygon{{{0, 0}, {0.001, 0}, {0, 0.001}}};
  Verdict v = ask(*j, tiny, square(0, 0));
  EXPECT_LT(v.answer, 0);
  EXPECT_NE(v.note.find("assertion"), std::string::npos) << v.note;
  Polygon nine;
  for (int k = 0; k < 9; ++k)
    nine.points.push_back({std::cos(k * 0.69813170079773), std::sin(k * 0.69813170079773)});
  v = ask(*j, nine, square(0, 0));
  EXPECT_LT(v.answer, 0);
  EXPECT_NE(v.note.find("at most 8"), std::string::npos) << v.note;
  const Shape collinear = Polygon{{{0, 0}, {1, 0}, {2, 0}, {1, 1}}};
  v = ask(*j, collinear, square(0, 0));
  EXPECT_LT(v.answer, 0);
  EXPECT_NE(v.note.find("hull"), std::string::npos) << v.note;
  // And the judge goes on after them.
  EXPECT_EQ(ask(*j, square(0, 0), square(0.5, 0.5)).answer, 1);
}

// Chipmunk's contacts: two for squares side by side, one for two circles, none apart.
TEST(Judges, ChipmunksContactCounts) {
  auto j = openExpectingIt("chipmunk.cpShapesCollide");
  const Verdict faces = ask(*j, square(0, 0), square(0.9, 0.25));
  EXPECT_EQ(faces.answer, 1);
  EXPECT_EQ(faces.contacts.size(), 2u);
  const Verdict circles = ask(*j, Circle{{0, 0}, 1}, Circle{{1.5, 0}, 1});
  EXPECT_EQ(circles.answer, 1);
  EXPECT_EQ(circles.contacts.size(), 1u);
  ASSERT_TRUE(circles.normal);
  EXPECT_NEAR(circles.normal->x, 1, 1e-12);
  EXPECT_NEAR(*circles.separation, -0.5, 1e-12);
  EXPECT_EQ(ask(*j, Circle{{0, 0}, 1}, Circle{{3, 0}, 1}).answer, 0);
}

// Chipmunk takes rounded rects and polygons (its polygon radius), across the process boundary: the radius
// decides its answer, and so does Box2D's (its polygon's m_radius); a judge that does not say rounded=1 is
// not asked about them.
TEST(Judges, ChipmunkTakesRoundedShapesAndOthersAreNotAsked) {
  auto j = openExpectingIt("chipmunk.cpShapesCollide");
  ASSERT_TRUE(j->conventions().rounded);
  const Shape a = Rect{{0, 0}, {2, 1}, 0.5}, near = Rect{{2.5, 0}, {4, 1}, 0.5},
              far = Rect{{3.5, 0}, {4, 1}, 0.5};
  EXPECT_TRUE(j->conventions().takes(a, near));
  EXPECT_EQ(ask(*j, a, near).answer, 1);  // (cores 0.5 apart, radii 1 in all)
  EXPECT_EQ(ask(*j, a, far).answer, 0);   // (1.5 apart)
  EXPECT_EQ(ask(*j, Rect{{0, 0}, {2, 1}}, Rect{{2.5, 0}, {4, 1}}).answer, 0);  // (the plain rects)
  // (a capsule overlapping a rotated rounded box by about half a unit, one clear of it: the exact answers)
  const Shape box = rotatedBox({0, 0}, {2, 1}, 0.5, 0.25);
  for (const Shape& k : {Shape(Capsule{{0, 2.5}, {1, 2.5}, 1}), Shape(Capsule{{0, 4.5}, {1, 4.5}, 1})})
    EXPECT_EQ(ask(*j, box, k).answer, classify(box, k) != Relation::Disjoint ? 1 : 0);
  // Box2D 2.4.1 takes them too: its polygon with m_radius = r + b2_polygonRadius.
  for (const char* name : {"box2d.b2TestOverlap", "box2d.manifold"}) {
    auto box2d = openExpectingIt(name);
    ASSERT_TRUE(box2d->conventions().takes(a, near)) << name;
    EXPECT_EQ(ask(*box2d, a, near).answer, 1) << name;
    EXPECT_EQ(ask(*box2d, a, far).answer, 0) << name;
    EXPECT_EQ(ask(*box2d, Rect{{0, 0}, {2, 1}}, Rect{{2.5, 0}, {4, 1}}).answer, 0) << name;
    const auto program = box2d->reproducer(a, near);
    ASSERT_TRUE(program) << name;
    EXPECT_NE(program->source.find(".m_radius = "), std::string::npos) << program->source;
    // (the program itself, built against Debian's Box2D, says what the judge says)
    int printed = -1;
    std::istringstream(runReproducer(*program, "box2d-rounded")) >> printed;
    EXPECT_EQ(printed, 1) << program->source;
  }
  auto plain = openExpectingIt("geos");
  EXPECT_FALSE(plain->conventions().takes(a, near));
  EXPECT_TRUE(plain->conventions().takes(Rect{{0, 0}, {1, 1}}, Circle{{0, 0}, 1}));
  std::string name, error;
  const auto c = parseJudgeInfo("rounded=1", name, error);
  ASSERT_TRUE(c) << error;
  EXPECT_TRUE(c->rounded);
  EXPECT_EQ(conventionsText(*c), "touching=inclusive; rounded=1");
}

// Boost.Geometry and GEOS tell touching apart: on the integer grid they agree with the exact answer.
TEST(Judges, BoostGeometryAndGeosTellTouchingApartOnTheGrid) {
  for (const char* name : {"boost.geometry", "geos"}) {
    auto j = openExpectingIt(name);
    EXPECT_EQ(ask(*j, square(0, 0), square(1, 0)).answer, 2) << name;
    EXPECT_EQ(ask(*j, square(0, 0), square(0.5, 0)).answer, 3) << name;
    EXPECT_EQ(ask(*j, square(0, 0), square(2, 0)).answer, 0) << name;
    EXPECT_EQ(ask(*j, Segment{{0, 0}, {2, 2}}, Segment{{0, 2}, {2, 0}}).answer, 3) << name;
    EXPECT_EQ(ask(*j, Segment{{0, 0}, {2, 2}}, Segment{{2, 2}, {3, 0}}).answer, 2) << name;
    EXPECT_FALSE(j->answers(pairTypeFromName("circle_circle"))) << name;
    const Verdict degenerate = ask(*j, Segment{{1, 1}, {1, 1}}, square(0, 0));
    EXPECT_TRUE(degenerate.answer < 0 || degenerate.answer == 3) << name << ": " << degenerate.note;
  }
}
// CGAL's exact kernel, written apart from hitlab (tests/judges/cgal_exact.cpp), an oracle for meet or miss
// on every pair type: a hunt over all of them finds nothing. (scripts/cgal_cross_check.sh: 10 million.)
TEST(Judges, TheCgalExactOracleFindsNothingOnAnyPairType) {
  auto plugin = openExpectingIt(HITLAB_PLUGIN_CGAL);
  for (int k = 0; k < kPairTypeCount; ++k) {
    EXPECT_TRUE(plugin->answers(k)) << pairTypeLabel(k);
    EXPECT_EQ(plugin->conventions().roundedOf(k), pairTypeHasRounded(k)) << pairTypeLabel(k);
  }
  const HuntReport r = huntFor(*plugin, 150000, 2);
  EXPECT_EQ(r.calls, 150000);
  EXPECT_EQ(r.declined, 0);
  for (const Finding& f : r.findings)
    ADD_FAILURE() << pairTypeLabel(f.pairType) << ": " << findingClassName(f.finding) << ": " << f.why << " ("
                  << f.count << " pairs)";
}
#endif

// [SECTION] The report

TEST(Judges, TheReportsScenesHoldExactlyAndItsPagesAreWritten) {
  auto j = openExpectingIt("seed000.check_intersection/float32");
  const HuntReport r = huntFor(*j, 100000);
  ASSERT_FALSE(r.findings.empty());
  const fs::path dir = fs::temp_directory_path() / ("hitlab-hunt-" + std::to_string(getpid()));
  const auto files = writeHuntReport(r, dir.string());
  int scenes = 0;
  for (const std::string& path : files) {
    if (!path.ends_with(".json")) continue;
    const Scene s = loadScene(path);
    ASSERT_EQ(s.shapes.size(), 2u);
    ASSERT_EQ(s.expect.size(), 1u);
    PairResult result = evaluate(s.shapes[0].shape, s.shapes[1].shape);
    roundPrinted(s.shapes[0].shape, s.shapes[1].shape, result);
    EXPECT_TRUE(compareExpectation(s.expect[0], result, 1, NumberMatch::Exact).empty()) << path;
    std::ifstream in(path);
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    EXPECT_NE(text.find("\"found_by\""), std::string::npos);
    EXPECT_TRUE(fs::exists(path.substr(0, path.size() - 5) + ".svg"));
    ++scenes;
  }
  // Each finding's report for upstream: the input in hex, nothing rounded, and the exact answer.
  for (const Finding& f : r.findings) {
    std::ifstream md(dir / (f.fileBase + ".md"));
    const std::string text((std::istreambuf_iterator<char>(md)), {});
    double first = 0;
    forEachValue(f.a, [&, k = 0](double x) mutable {
      if (k++ == 0) first = x;
    });
    EXPECT_NE(text.find("`" + hexText(first) + "`"), std::string::npos) << f.fileBase;
    EXPECT_NE(text.find(std::string("- relation: **") + relationName(f.exact) + "**"), std::string::npos)
        << f.fileBase;
  }
  const auto worst =
      std::count_if(r.findings.begin(), r.findings.end(), [](const Finding& f) { return bool(f.worst); });
  EXPECT_GT(worst, 0);
  EXPECT_EQ(scenes, static_cast<int>(r.findings.size() + worst));
  std::ifstream junit(dir / "junit.xml");
  const std::string text((std::istreambuf_iterator<char>(junit)), {});
  EXPECT_NE(text.find("failures=\"" + std::to_string(r.findings.size()) + "\""), std::string::npos) << text;
  EXPECT_TRUE(fs::exists(dir / "report.html"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace hitlab::judge
