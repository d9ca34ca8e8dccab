// test_judges_motion.cpp — judges in motion (hitlab/judge.h's time of impact, hitlab/hunt.h in motion): a
// time of impact against the exact one under the judge's band, on hand-made cases whose answers are worked
// out by hand; hunts of an exact swept test and of one that stops short by design, which must find nothing;
// hunts of the lab's engine methods, which find what the lab shows (a test at each frame misses what passes
// through, sub-steps are late, advancement gives up only after its iterations or at the step's very end); a
// plugin's hitlab_toi_<pair> in its own process; the finding scenes, which hold their motions and the exact
// time; Box2D's b2TimeOfImpact, whose target separation is by design.
#include <gtest/gtest.h>

#include <unistd.h>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>

#include "hitlab/expectations.h"
#include "hitlab/hunt.h"
#include "hitlab/motion.h"
#include "hitlab/scene_io.h"
#include "judge_helpers.h"
#include "reproducers.h"

namespace hitlab::judge {
namespace {

namespace fs = std::filesystem;

// Under the sanitizers the hunts judge a quarter of the pairs (as the property tests do), and the counts
// they must reach are a quarter too.
#ifdef HITLAB_SANITIZED
constexpr long long kShare = 4;
#else
constexpr long long kShare = 1;
#endif

HuntReport huntInMotion(const Judge& j, long long calls, std::vector<int> pairTypes = {}) {
  HuntOptions o;
  o.seconds = 0, o.calls = calls / kShare, o.jobs = 1, o.motion = true, o.pairTypes = std::move(pairTypes);
  return hunt(j, o);
}

Verdict contactAt(double t) {
  Verdict v;
  v.answer = 1, v.time = t;
  return v;
}

Verdict noContact() {
  Verdict v;
  v.answer = 0;
  return v;
}

// A judge's answers on (a, va, b, vb) against the exact time, under conventions c.
Assessment judged(const Shape& a, Vec2 va, const Shape& b, Vec2 vb, const Verdict& v,
                  const Conventions& c = {}) {
  return assessMotion(a, va, b, vb, timeOfImpact(a, va, b, vb), v, c, 1e-9);
}

// [SECTION] One time of impact against the exact one

// A bullet (a point) crossing a thin wall (a segment at x = 5) in one step: exactly first contact at t = 1/2,
// and a test at t = 0 and t = 1 sees nothing.
TEST(JudgesInMotion, ATimeOfImpactIsJudgedByWhereTheShapesAreAtIt) {
  const Shape bullet = Point{{0, 0}}, wall = Segment{{5, -1}, {5, 1}};
  const Vec2 v{10, 0}, still{0, 0};
  const TimeOfImpact exact = timeOfImpact(bullet, v, wall, still);
  ASSERT_EQ(exact.t, 0.5);
  ASSERT_TRUE(exact.tunnels);
  EXPECT_EQ(judged(bullet, v, wall, still, contactAt(0.5)).outcome, Outcome::Agrees);
  const Assessment missed = judged(bullet, v, wall, still, noContact());
  EXPECT_EQ(missed.outcome, Outcome::Wrong);
  EXPECT_EQ(missed.finding, FindingClass::ContactMissed) << missed.why;
  // (said by id: the English word for word as the hunt's reports print it)
  const std::string exactly =
      std::string("exactly first contact at t = 0.5 (") + impactCaseName(exact.kind) + ", passing through)";
  EXPECT_EQ(missed.message.id, "assess.contact-missed");
  EXPECT_EQ(missed.why, exactly + "; it says no contact");
  EXPECT_EQ(assessmentEnglish(missed.message), missed.why);
  const Assessment early = judged(bullet, v, wall, still, contactAt(0.4));
  EXPECT_EQ(early.message.id, "assess.still-apart");
  EXPECT_EQ(early.why, "at t = 0.4 it says contact, they are still " + early.message.args[1] +
                           " apart there; " + exactly);
  Verdict noted = contactAt(2);
  noted.note = "its own words";
  EXPECT_EQ(judged(bullet, v, wall, still, noted).why, "time of impact 2 (not in [0, 1])");
  // At t = 0.4 the bullet is 1 short of the wall (early); at 0.6 it is 1 past it (late, apart again).
  EXPECT_EQ(judged(bullet, v, wall, still, contactAt(0.4)).finding, FindingClass::TimeEarly);
  EXPECT_EQ(judged(bullet, v, wall, still, contactAt(0.6)).finding, FindingClass::TimeLate);
  // A wall it never comes near: a contact where there is none.
  const Shape far = Segment{{5, 3}, {5, 4}};
  const Assessment phantom = judged(bullet, v, far, still, contactAt(0.5));
  EXPECT_EQ(phantom.finding, FindingClass::PhantomContact) << phantom.why;
  EXPECT_EQ(judged(bullet, v, far, still, noContact()).outcome, Outcome::Agrees);
  // The same motion shared out between the two (b moving the other way) is the same pair.
  EXPECT_EQ(judged(bullet, {4, 0}, wall, {-6, 0}, contactAt(0.5)).outcome, Outcome::Agrees);
  EXPECT_EQ(judged(bullet, {4, 0}, wall, {-6, 0}, noContact()).finding, FindingClass::ContactMissed);
}

TEST(JudgesInMotion, ABandIsTheJudgesDesignAndBeyondItIsAFinding) {
  // A judge that stops 0.1 apart, give or take 0.05 (conservative advancement, say): a box sliding
  // towards another, 4 apart, closing 8 in the step: contact at t = 1/2, 0.1 apart at t = 0.4875.
  const Shape a = Rect{{0, 0}, {1, 1}}, b = Rect{{5, 0}, {6, 1}};
  const Vec2 va{8, 0}, vb{0, 0};
  Conventions stopsShort;
  stopsShort.motionTarget = 0.1, stopsShort.motionTolerance = 0.05;
  EXPECT_EQ(judged(a, va, b, vb, contactAt(0.4875), stopsShort).outcome, Outcome::ByDesign);
  EXPECT_EQ(judged(a, va, b, vb, contactAt(0.5), stopsShort).outcome, Outcome::Agrees);  // (the exact time)
  EXPECT_EQ(judged(a, va, b, vb, contactAt(0.45), stopsShort).finding,
            FindingClass::TimeEarly);  // (0.4 apart)
  EXPECT_EQ(judged(a, va, b, vb, contactAt(0.51), stopsShort).finding,
            FindingClass::TimeLate);  // (0.08 deep)
  // Without the band, stopping 0.1 apart is early.
  EXPECT_EQ(judged(a, va, b, vb, contactAt(0.4875)).finding, FindingClass::TimeEarly);
  // Passing 0.12 apart: within its band at the closest, so a contact it reports there is by design, and one
  // it misses is none of its business; 0.2 apart is beyond it.
  const Shape passing = Rect{{5, 1.12}, {6, 2}}, wide = Rect{{5, 1.2}, {6, 2}};
  EXPECT_EQ(judged(a, va, passing, vb, contactAt(0.5), stopsShort).outcome, Outcome::ByDesign);
  EXPECT_EQ(judged(a, va, passing, vb, noContact(), stopsShort).outcome, Outcome::Agrees);
  EXPECT_EQ(judged(a, va, wide, vb, contactAt(0.5), stopsShort).finding, FindingClass::PhantomContact);
  // Passing within its band but never touching: a contact said before they come near is early, one said
  // after they have passed each other (t = 0.9: 1.2 apart along x again) is late.
  EXPECT_EQ(judged(a, va, passing, vb, contactAt(0.3), stopsShort).finding, FindingClass::TimeEarly);
  EXPECT_EQ(judged(a, va, passing, vb, contactAt(0.9), stopsShort).finding, FindingClass::TimeLate);
  // A band of the verdict's own (an engine's, per pair) overrides the conventions'.
  Verdict own = contactAt(0.45);
  own.motionBand = std::pair{0.4, 0.01};
  EXPECT_EQ(judged(a, va, b, vb, own, stopsShort).outcome, Outcome::ByDesign);
}

TEST(JudgesInMotion, ADepthBandIsMeasuredOnTheShapesRadius) {
  // Box2D reports a circle against a box when its core is its radius less 0.005 away: 0.005 deep. A point
  // sliding into a rounded square (radius 2): contact when its distance to the core square is 2.
  const Shape point = Point{{-4, 0.5}}, box = Rect{{0, 0}, {1, 1}, 2};
  const Vec2 v{4, 0}, still{0, 0};
  ASSERT_EQ(timeOfImpact(point, v, box, still).t, 0.5);
  Conventions deep;
  deep.motionTarget = -0.005, deep.motionTolerance = 0.00125;
  EXPECT_EQ(judged(point, v, box, still, contactAt(0.50125), deep).outcome, Outcome::ByDesign);  // (0.005 in)
  EXPECT_EQ(judged(point, v, box, still, contactAt(0.505), deep).finding,
            FindingClass::TimeLate);  // (0.02 in)
  EXPECT_EQ(judged(point, v, box, still, noContact(), deep).finding, FindingClass::ContactMissed);
  // Grazing the rounded corner 0.001 deep at the most: shallower than its band, a miss is by design.
  const Shape graze = Point{{-4, 3 - 0.001}};
  ASSERT_TRUE(timeOfImpact(graze, {8, 0}, box, still).t);
  EXPECT_EQ(judged(graze, {8, 0}, box, still, noContact(), deep).outcome, Outcome::ByDesign);
}

TEST(JudgesInMotion, AContactFromTheStartAndBadAnswers) {
  const Shape a = Circle{{0, 0}, 1}, b = Circle{{1.9, 0}, 1};
  const Vec2 va{-1, 0}, vb{0, 0};
  ASSERT_EQ(timeOfImpact(a, va, b, vb).kind, ImpactCase::Overlapping);
  EXPECT_EQ(judged(a, va, b, vb, contactAt(0)).outcome, Outcome::Agrees);
  EXPECT_EQ(judged(a, va, b, vb, noContact()).finding, FindingClass::ContactMissed);
  // Already within a band at t = 0: t = 0 is its first time within it, however near they are.
  Conventions stopsShort;
  stopsShort.motionTarget = 0.5, stopsShort.motionTolerance = 0.1;
  EXPECT_EQ(judged(Circle{{0, 0}, 1}, {1, 0}, Circle{{2.2, 0}, 1}, vb, contactAt(0), stopsShort).outcome,
            Outcome::ByDesign);
  Verdict declined;
  declined.answer = -1, declined.note = "too fast";
  EXPECT_EQ(judged(a, va, b, vb, declined).outcome, Outcome::Declined);
  Verdict noTime;
  noTime.answer = 1;
  EXPECT_EQ(judged(a, va, b, vb, noTime).finding, FindingClass::NotANumber);
  EXPECT_EQ(judged(a, va, b, vb, contactAt(1.5)).finding, FindingClass::NotANumber);
  EXPECT_EQ(judged(a, va, b, vb, contactAt(NAN)).finding, FindingClass::NotANumber);
  Verdict three;
  three.answer = 3;
  EXPECT_EQ(judged(a, va, b, vb, three).finding, FindingClass::NotANumber);
}

// [SECTION] Hunts in motion

// The exact swept test as a judge, with the exact contact normal: a hunt over every pair type and every
// motion generator finds nothing (no false finding), and one that stops a fixed distance short, declaring it,
// finds nothing either. With its normal turned a quarter, the normal is found off.
enum class GivenNormal { Exact, Turned };
class ExactMotionJudge final : public MotionJudge {
 public:
  explicit ExactMotionJudge(double stopShort = 0, GivenNormal normal = GivenNormal::Exact)
      : stopShort_(stopShort), normal_(normal) {
    conventions_.motionTarget = stopShort;
  }
  const std::string& name() const override { return name_; }
  const Conventions& conventions() const override { return conventions_; }
  bool answersMotion(int pairType) const override {
    // (stopping short: circles and points, grown by the distance, the time of their first contact)
    const ShapeType a = firstType(pairType), b = secondType(pairType);
    return stopShort_ == 0 || ((a == ShapeType::Point || a == ShapeType::Circle) && b != ShapeType::Capsule);
  }
  Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
    Shape grown = a;
    if (stopShort_ > 0) {
      if (auto* p = std::get_if<Point>(&a)) grown = Circle{p->p, stopShort_};
      if (auto* c = std::get_if<Circle>(&a)) grown = Circle{c->center, c->radius + stopShort_};
    }
    const TimeOfImpact toi = timeOfImpact(grown, va, b, vb);
    Verdict v;
    v.answer = toi.t ? 1 : 0;
    v.time = toi.t;
    if (toi.normal)
      v.normal = normal_ == GivenNormal::Exact ? *toi.normal : Vec2{-toi.normal->y, toi.normal->x};
    return v;
  }
  std::unique_ptr<Judge> clone() const override {
    return std::make_unique<ExactMotionJudge>(stopShort_, normal_);
  }

 private:
  double stopShort_;
  GivenNormal normal_;
  std::string name_ = "exact-toi";
  Conventions conventions_;
};

TEST(JudgesInMotion, AnExactSweptTestHasNoFindingOnAnyPairType) {
  const ExactMotionJudge exact;
  const HuntReport r = huntInMotion(exact, 6000);
  EXPECT_TRUE(r.motion);
  EXPECT_EQ(r.pairTypes.size(), std::size_t(kPairTypeCount));
  EXPECT_EQ(r.calls, 6000 / kShare);
  for (const Finding& f : r.findings) ADD_FAILURE() << f.fileBase << ": " << f.why;
  EXPECT_EQ(r.byDesign, 0);
  // Every motion generator made pairs.
  for (const auto& [name, counts] : r.generators) EXPECT_GT(counts.first, 400 / kShare) << name;
}

// A contact normal that does not part the shapes where the judge says they touch: along it they stand nearer
// than they are. A ball (a) hits the side x = 0 of a box (b) at exactly t = 1/2: the normal is (1, 0).
TEST(JudgesInMotion, AContactNormalThatDoesNotPartThemIsAFinding) {
  const Shape ball = Circle{{-3, 0}, 1}, box = Rect{{0, -1}, {1, 1}};
  const Vec2 v{4, 0}, still{0, 0};
  ASSERT_EQ(timeOfImpact(ball, v, box, still).normal, (Vec2{1, 0}));
  const auto withNormal = [](double t, Vec2 n) {
    Verdict said = contactAt(t);
    said.normal = n;
    return said;
  };
  EXPECT_EQ(judged(ball, v, box, still, withNormal(0.5, {1, 0})).outcome, Outcome::Agrees);
  EXPECT_EQ(judged(ball, v, box, still, withNormal(0.5, {2, 1e-12})).outcome,
            Outcome::Agrees);  // (any length)
  const Assessment turned = judged(ball, v, box, still, withNormal(0.5, {0.6, 0.8}));
  EXPECT_EQ(turned.finding, FindingClass::NormalOff) << turned.why;
  // (along (0.6, 0.8) the box's corner (0, -1) is at -0.8 and the ball reaches 0.4: -1.2 apart)
  EXPECT_EQ(turned.why,
            "at t = 0.5 its normal (0.6, 0.8) shows them -1.2 apart, they are 0 apart there; exactly "
            "first contact at t = 0.5 (entering)");
  EXPECT_EQ(assessmentEnglish(turned.message), turned.why);
  EXPECT_EQ(judged(ball, v, box, still, withNormal(0.5, {-1, 0})).finding,
            FindingClass::NormalOff);  // (b to a)
  EXPECT_EQ(judged(ball, v, box, still, withNormal(0.5, {0, 0})).finding, FindingClass::NotANumber);
  // Overlapping from the start there is no contact normal to hold it to.
  EXPECT_EQ(judged(Circle{{0, 0}, 1}, v, box, still, withNormal(0, {0, 1})).outcome, Outcome::Agrees);
  // A judge that stops 0.1 short by design: its normal there may lean within its band, not beyond.
  Conventions stops;
  stops.motionTarget = 0.1, stops.motionTolerance = 0.05;
  EXPECT_EQ(judged(ball, v, box, still, withNormal(0.475, {1, 0.01}), stops).outcome, Outcome::ByDesign);
  EXPECT_EQ(judged(ball, v, box, still, withNormal(0.475, {0.6, 0.8}), stops).finding,
            FindingClass::NormalOff);
  // The hunt finds a turned normal, and only that, in every situation it has one.
  const ExactMotionJudge turnedJudge(0, GivenNormal::Turned);
  const HuntReport r = huntInMotion(turnedJudge, 3000);
  ASSERT_FALSE(r.findings.empty());
  for (const Finding& f : r.findings) {
    EXPECT_EQ(f.finding, FindingClass::NormalOff) << f.fileBase << ": " << f.why;
    EXPECT_EQ(f.message.id, "assess.normal-off");
  }
}

TEST(JudgesInMotion, StoppingShortByDesignIsNeverAFinding) {
  const ExactMotionJudge stops(1.0 / 64);
  const HuntReport r = huntInMotion(stops, 4000);
  for (const Finding& f : r.findings) ADD_FAILURE() << f.fileBase << ": " << f.why;
  EXPECT_GT(r.byDesign, 500 / kShare);
  // Without saying so, the same judge is early.
  class Undeclared final : public MotionJudge {
   public:
    const std::string& name() const override { return inner.name(); }
    const Conventions& conventions() const override { return plain; }
    bool answersMotion(int k) const override { return inner.answersMotion(k); }
    Verdict judgeMotion(const Shape& a, Vec2 va, const Shape& b, Vec2 vb) override {
      return inner.judgeMotion(a, va, b, vb);
    }
    std::unique_ptr<Judge> clone() const override { return std::make_unique<Undeclared>(); }
    ExactMotionJudge inner{1.0 / 64};
    Conventions plain;
  };
  const HuntReport undeclared = huntInMotion(Undeclared{}, 4000);
  std::set<FindingClass> found;
  for (const Finding& f : undeclared.findings) found.insert(f.finding);
  EXPECT_TRUE(found.count(FindingClass::TimeEarly));
  EXPECT_TRUE(found.count(FindingClass::PhantomContact));
  EXPECT_FALSE(found.count(FindingClass::TimeLate));
  EXPECT_FALSE(found.count(FindingClass::ContactMissed));
}

// The lab's methods: a test at each frame misses what passes through in one step and is late on what it
// sees at t = 1; sub-steps are late; advancement is wrong only where it ran out of its iterations or a
// contact is exactly at t = 1.
TEST(JudgesInMotion, TheLabsMethodsAreFoundWrongAsTheLabShowsThem) {
  const int segments = pairTypeFromName("segment-segment"), circles = pairTypeFromName("circle-circle");
  const HuntReport frames = huntInMotion(*openExpectingIt("lab.discrete"), 3000, {segments, circles});
  bool tunnelled = false, late = false;
  for (const Finding& f : frames.findings) {
    EXPECT_TRUE(f.finding == FindingClass::ContactMissed || f.finding == FindingClass::TimeLate) << f.why;
    tunnelled =
        tunnelled || (f.finding == FindingClass::ContactMissed && f.situation == Situation::Tunnelling);
    late = late || f.finding == FindingClass::TimeLate;
    // Shrunk, and still the same cause: its scene holds its motions and the exact time.
    ASSERT_TRUE(f.motion);
    const Scene scene = parseScene(findingScene(f, frames), f.fileBase);
    ASSERT_EQ(scene.shapes.size(), 2u);
    EXPECT_EQ(scene.shapes[0].motion, f.motion->a);
    EXPECT_EQ(scene.shapes[1].motion, f.motion->b);
    ASSERT_TRUE(scene.expect[0].toi) << f.fileBase;
    EXPECT_TRUE(
        checkExpectation(scene.expect[0], f.a, f.b, NumberMatch::Exact, f.motion->a, f.motion->b).empty())
        << f.fileBase;
    // One entry per cause: no two findings share pair type, class, situation, scale and size of error.
    for (const Finding& g : frames.findings) {
      if (&g == &f) continue;
      EXPECT_FALSE(g.pairType == f.pairType && g.finding == f.finding && g.situation == f.situation &&
                   g.scale == f.scale && g.gross == f.gross && g.outOfScope == f.outOfScope);
    }
  }
  EXPECT_TRUE(tunnelled);
  EXPECT_TRUE(late);
  const HuntReport substeps = huntInMotion(*openExpectingIt("lab.substeps"), 3000, {segments, circles});
  EXPECT_FALSE(substeps.findings.empty());
  const HuntReport advancement = huntInMotion(*openExpectingIt("lab.advancement"), 6000);
  for (const Finding& f : advancement.findings) {  // (it ran out of iterations, or its time, summed in
    // doubles, passed 1 for a contact exactly at the step's end)
    EXPECT_EQ(f.finding, FindingClass::ContactMissed) << f.fileBase << ": " << f.why;
    EXPECT_TRUE(f.why.find("stopped after 50 iterations") != std::string::npos ||
                f.situation == Situation::ContactAtStepEnd)
        << f.fileBase << ": " << f.why;
  }
  EXPECT_GT(advancement.byDesign, 1000 / kShare);
}

TEST(JudgesInMotion, APluginsTimeOfImpactIsAskedInItsProcessAndReproduced) {
  auto frames = openExpectingIt(HITLAB_PLUGIN_TOI_FRAMES);
  const int circles = pairTypeFromName("circle-circle");
  EXPECT_TRUE(frames->answersMotion(circles));
  EXPECT_FALSE(frames->answers(circles));
  EXPECT_FALSE(frames->answersMotion(pairTypeFromName("rect-rect")));
  // Two unit circles, 4 apart, closing 10 in the step: contact at t = 0.4, apart again at t = 1, so the
  // frames see nothing; closing 4.5, they overlap at t = 1.
  const Verdict v = frames->judgeMotion(Circle{{0, 0}, 1}, {10, 0}, Circle{{6, 0}, 1}, {0, 0});
  EXPECT_EQ(v.answer, 0);
  EXPECT_EQ(frames->judgeMotion(Circle{{0, 0}, 1}, {4.5, 0}, Circle{{6, 0}, 1}, {0, 0}).time, 1.0);
  const HuntReport r = huntInMotion(*frames, 2000);  // (a judge of motion only: hunted in motion anyway)
  EXPECT_EQ(r.pairTypes, std::vector<int>{circles});
  const Finding* missed = nullptr;
  for (const Finding& f : r.findings)
    if (f.finding == FindingClass::ContactMissed && f.situation == Situation::Tunnelling) missed = &f;
  ASSERT_TRUE(missed);
  ASSERT_TRUE(missed->reproducer);
#ifndef HITLAB_SANITIZED
  // The reproducer calls the plugin's function itself and prints what it said: none.
  EXPECT_EQ(runReproducer(*missed->reproducer, "toi-repro"), "none\n");
#endif
}

// A plugin's contact normal (abi 5, hitlab_toi_normal_<pair>) is asked in its process, judged as an engine's,
// and reproduced: the test plugin's circles give theirs from b towards a (a finding, with the program that
// prints it), its point and circle the right one (none).
TEST(JudgesInMotion, APluginsContactNormalIsJudgedAndReproduced) {
  auto normals = openExpectingIt(HITLAB_PLUGIN_TOI_NORMALS);
  const int circles = pairTypeFromName("circle-circle"), pointCircle = pairTypeFromName("point-circle");
  EXPECT_TRUE(normals->answersMotion(circles));
  EXPECT_TRUE(normals->answersMotion(pointCircle));
  EXPECT_FALSE(normals->answers(circles));
  // Two unit circles 6 apart, a closing by 10: they touch at t = 0.4, a on the left.
  const Verdict v = normals->judgeMotion(Circle{{0, 0}, 1}, {10, 0}, Circle{{6, 0}, 1}, {0, 0});
  EXPECT_EQ(v.answer, 1);
  EXPECT_EQ(v.time, 0.4);
  ASSERT_TRUE(v.normal);
  EXPECT_EQ(*v.normal, (Vec2{-1, 0}));  // (the plugin's bug: from b towards a)
  const Verdict p = normals->judgeMotion(Point{{0, 0}}, {0, 10}, Circle{{0, 6}, 1}, {0, 0});
  EXPECT_EQ(p.time, 0.5);
  ASSERT_TRUE(p.normal);
  EXPECT_EQ(*p.normal, (Vec2{0, 1}));
  const HuntReport r = huntInMotion(*normals, 3000);
  EXPECT_EQ(std::set<int>(r.pairTypes.begin(), r.pairTypes.end()), (std::set<int>{pointCircle, circles}));
  const Finding* off = nullptr;
  for (const Finding& f : r.findings) {
    if (f.finding != FindingClass::NormalOff) continue;
    EXPECT_EQ(f.pairType, circles) << f.fileBase << ": " << f.why;
    off = &f;
  }
  ASSERT_TRUE(off);
  ASSERT_TRUE(off->reproducer);
  EXPECT_NE(off->reproducer->source.find("hitlab_toi_normal_circle_circle("), std::string::npos);
#ifndef HITLAB_SANITIZED
  // The reproducer calls the plugin's function itself and prints its time and normal.
  double t = -1, nx = 0, ny = 0;
  std::istringstream(runReproducer(*off->reproducer, "toi-normal")) >> t >> nx >> ny;
  EXPECT_TRUE(t >= 0 && t <= 1) << t;
  EXPECT_NEAR(std::hypot(nx, ny), 1, 1e-12);
#endif
}

TEST(JudgesInMotion, TheReportOfAHuntInMotionIsWritten) {
  const int circles = pairTypeFromName("circle-circle");
  const HuntReport r = huntInMotion(*openExpectingIt("lab.discrete"), 1500, {circles});
  ASSERT_FALSE(r.findings.empty());
  const fs::path dir = fs::temp_directory_path() / ("hitlab-hunt-motion-" + std::to_string(getpid()));
  const std::vector<std::string> files = writeHuntReport(r, dir.string());
  const Finding& f = r.findings.front();
  std::ifstream md(dir / (f.fileBase + ".md"));
  const std::string text((std::istreambuf_iterator<char>(md)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("| a | motion | motion.x |"), std::string::npos) << text;
  EXPECT_NE(text.find("- time of impact: "), std::string::npos) << text;
  std::ifstream svg(dir / (f.fileBase + ".svg"));
  const std::string picture((std::istreambuf_iterator<char>(svg)), std::istreambuf_iterator<char>());
  EXPECT_NE(picture.find("at t = 0, with the motions"), std::string::npos);
  EXPECT_NE(picture.find("<line "), std::string::npos);  // (a motion arrow)
  fs::remove_all(dir);
}

#if HITLAB_ENGINE_JUDGES
// [SECTION] The engines in motion: Box2D's b2TimeOfImpact and b2ShapeCast, Chipmunk's segment query

// Each answer's program prints what the engine said: its time, or none (the first findings of a hunt).
void expectReproducersPrintTheTime(const std::string& name, const HuntReport& r) {
  int tried = 0;
  for (const Finding& f : r.findings) {
    if (!f.reproducer || f.verdict.failure != Failure::None || f.verdict.answer < 0 || tried == 2) continue;
    ++tried;
    std::string printed;
    std::istringstream(runReproducer(*f.reproducer, "toi-engine")) >> printed;
    if (f.verdict.answer == 0) {
      EXPECT_EQ(printed, "none") << name << ", " << f.fileBase;
    } else {
      ASSERT_TRUE(f.verdict.time);
      ASSERT_FALSE(printed.empty()) << name << ", " << f.fileBase;
      EXPECT_EQ(std::stod(printed), *f.verdict.time) << name << ", " << f.fileBase;
    }
  }
  EXPECT_EQ(tried, 2) << name;
}

TEST(JudgesInMotion, Box2DsShapeCastStopsShortByDesignAndSkipsAStartInContact) {
  auto j = openExpectingIt("box2d.b2ShapeCast");
  // The box thrown through the thin one: b2ShapeCast stops it b2_polygonRadius (0.01) short, by design.
  const Shape box = Rect{{0, 0}, {1, 1}}, thin = Rect{{3, 0}, {3.25, 1}};
  const Verdict v = j->judgeMotion(box, {8, 0}, thin, {0, 0});
  ASSERT_EQ(v.answer, 1) << v.note;
  EXPECT_LT(*v.time, 0.25 - 0.0075 / 8);
  EXPECT_GT(*v.time, 0.25 - 0.0125 / 8);
  EXPECT_EQ(judged(box, {8, 0}, thin, {0, 0}, v, j->conventions()).outcome, Outcome::ByDesign);
  // Its normal, from a to b: the thin box's face.
  ASSERT_TRUE(v.normal);
  EXPECT_NEAR(v.normal->x, 1, 1e-6);
  EXPECT_NEAR(v.normal->y, 0, 1e-6);
  // Starting in contact it reports no hit (its "initial overlap"): not asked.
  const Verdict start = j->judgeMotion(box, {8, 0}, Rect{{0.5, 0}, {2, 1}}, {0, 0});
  EXPECT_EQ(start.answer, -1);
  EXPECT_NE(start.note.find("initial overlap"), std::string::npos) << start.note;
  // A point whose path only grazes a box's corner (1, 3) at t = 1/2 (relative to the box it moves by (2, 6)):
  // its normal there is the motion's direction, which points past the box, not at it.
  const Shape point = Point{{0, 0}}, corner = Rect{{-2, 3}, {1, 5}};
  const Verdict grazing = j->judgeMotion(point, {-5, -3}, corner, {-7, -9});
  ASSERT_EQ(grazing.answer, 1) << grazing.note;
  ASSERT_TRUE(grazing.normal);
  EXPECT_NEAR(grazing.normal->x, 1 / std::sqrt(10.0), 1e-6);
  EXPECT_NEAR(grazing.normal->y, 3 / std::sqrt(10.0), 1e-6);
  EXPECT_EQ(judged(point, {-5, -3}, corner, {-7, -9}, grazing, j->conventions()).finding,
            FindingClass::NormalOff);
  // Its times are by design; its normals, where its search stopped, are now and then off: nothing else.
  const HuntReport r = huntInMotion(*j, 4000);
  for (const Finding& f : r.findings) {
    if (!f.outOfScope && f.finding != FindingClass::NormalOff) ADD_FAILURE() << f.fileBase << ": " << f.why;
  }
  EXPECT_GT(r.byDesign, 1000);
  const auto program = j->motionReproducer(box, {8, 0}, thin, {0, 0});
  ASSERT_TRUE(program);
  HuntReport one;
  Finding f;
  f.reproducer = program, f.verdict = v;
  one.findings = {f, f};
  expectReproducersPrintTheTime("box2d.b2ShapeCast", one);
}

TEST(JudgesInMotion, ChipmunksSegmentQueryCastsADiskAndIsHeldToTheExactTime) {
  auto j = openExpectingIt("chipmunk.cpShapeSegmentQuery");
  EXPECT_TRUE(j->answersMotion(pairTypeFromName("circle-polygon")));
  EXPECT_TRUE(j->answersMotion(pairTypeFromName("point-capsule")));
  EXPECT_FALSE(j->answersMotion(pairTypeFromName("rect-polygon")));  // (nothing to cast)
  // A unit circle thrown at a thin box 2 away, closing 8: exactly t = 1/4, and Chipmunk says so.
  const Shape circle = Circle{{0, 0}, 1}, thin = Rect{{3, -1}, {3.25, 1}};
  const Verdict v = j->judgeMotion(circle, {8, 0}, thin, {0, 0});
  ASSERT_EQ(v.answer, 1);
  EXPECT_EQ(judged(circle, {8, 0}, thin, {0, 0}, v).outcome, Outcome::Agrees) << *v.time;
  // The box moving instead (the disk's motion relative to it), and a start inside: t = 0.
  EXPECT_EQ(judged(circle, {0, 0}, thin, {-8, 0}, j->judgeMotion(circle, {0, 0}, thin, {-8, 0})).outcome,
            Outcome::Agrees);
  EXPECT_EQ(j->judgeMotion(Circle{{3, 0}, 1}, {8, 0}, thin, {0, 0}).time, 0.0);
  // A motion its two points cannot hold is not asked.
  EXPECT_EQ(j->judgeMotion(Point{{1e5, 0}}, {1e-12, 0}, thin, {0, 0}).answer, -1);
  // What the hunt finds in it, it finds in Chipmunk itself: each reproducer prints the same time.
  const HuntReport r = huntInMotion(*j, 6000);
  ASSERT_GE(r.findings.size(), 2u);
  expectReproducersPrintTheTime("chipmunk.cpShapeSegmentQuery", r);
}

TEST(JudgesInMotion, Box2DsTargetSeparationIsByDesign) {
  auto j = openExpectingIt("box2d.b2TimeOfImpact");
  const int boxes = pairTypeFromName("rect-rect");
  EXPECT_TRUE(j->answersMotion(boxes));
  EXPECT_FALSE(j->answers(boxes));
  EXPECT_FALSE(j->answersMotion(pairTypeFromName("capsule-capsule")));
  // A box thrown through a thin one (0.25 wide) in one step: Box2D stops it b2_linearSlop (0.005) short of
  // contact, as designed: a time a little before 1/4.
  const Shape box = Rect{{0, 0}, {1, 1}}, thin = Rect{{3, 0}, {3.25, 1}};
  const Vec2 throwIt{8, 0}, still{0, 0};
  ASSERT_TRUE(timeOfImpact(box, throwIt, thin, still).tunnels);
  const Verdict v = j->judgeMotion(box, throwIt, thin, still);
  ASSERT_EQ(v.answer, 1) << v.note;
  ASSERT_TRUE(v.time);
  EXPECT_LT(*v.time, 0.25);
  EXPECT_GT(*v.time, 0.25 - 0.01 / 8);
  const Assessment as = judged(box, throwIt, thin, still, v, j->conventions());
  EXPECT_EQ(as.outcome, Outcome::ByDesign) << as.why;
  EXPECT_EQ(as.message.id, "assess.within-band");
  EXPECT_NE(as.why.find(" apart there (its target separation "), std::string::npos) << as.why;
  EXPECT_EQ(assessmentEnglish(as.message), as.why);
  // The hunt over its pair types finds nothing within its declared range.
  const HuntReport r = huntInMotion(*j, 4000);
  for (const Finding& f : r.findings) {
    if (!f.outOfScope) ADD_FAILURE() << f.fileBase << ": " << f.why;
  }
  EXPECT_GT(r.byDesign, 1000);
  // Its reproducer builds against Debian's Box2D and prints its state and time.
  const auto program = j->motionReproducer(box, throwIt, thin, still);
  ASSERT_TRUE(program);
  std::string state, time;
  std::istringstream(runReproducer(*program, "b2toi")) >> state >> time;
  EXPECT_EQ(state, "e_touching");
  ASSERT_GT(time.size(), 2u);
  EXPECT_EQ(float(std::stod(time.substr(2))), float(*v.time));
}
#endif

}  // namespace
}  // namespace hitlab::judge
