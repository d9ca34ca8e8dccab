// assess.cpp — a verdict against the exact answer, under the judge's conventions.
#include <algorithm>
#include <cmath>
#include <string>

#include "corners.h"
#include "hitlab/expectations.h"
#include "hitlab/judge.h"

namespace hitlab::judge {

const char* findingClassName(FindingClass c) {
  switch (c) {
    case FindingClass::TouchingAsMiss:
      return "touching taken as a miss";
    case FindingClass::TouchingAsHit:
      return "touching taken as a hit";
    case FindingClass::ApartAsHit:
      return "apart taken as a hit";
    case FindingClass::OverlapAsMiss:
      return "overlapping taken as a miss";
    case FindingClass::TouchingAsOverlap:
      return "touching taken as overlapping";
    case FindingClass::OverlapAsTouching:
      return "overlapping taken as touching";
    case FindingClass::PointsOff:
      return "crossing points off";
    case FindingClass::DistanceOff:
      return "distance off";
    case FindingClass::Crash:
      return "crash";
    case FindingClass::Hang:
      return "hang";
    case FindingClass::NotANumber:
      return "NaN or no valid answer";
    case FindingClass::ContactMissed:
      return "a contact missed";
    case FindingClass::PhantomContact:
      return "a contact where there is none";
    case FindingClass::TimeEarly:
      return "time of impact early";
    case FindingClass::TimeLate:
      return "time of impact late";
  }
  return "?";
}

const char* findingClassKey(FindingClass c) {
  switch (c) {
    case FindingClass::TouchingAsMiss:
      return "touching-as-miss";
    case FindingClass::TouchingAsHit:
      return "touching-as-hit";
    case FindingClass::ApartAsHit:
      return "apart-as-hit";
    case FindingClass::OverlapAsMiss:
      return "overlapping-as-miss";
    case FindingClass::TouchingAsOverlap:
      return "touching-as-overlapping";
    case FindingClass::OverlapAsTouching:
      return "overlapping-as-touching";
    case FindingClass::PointsOff:
      return "points-off";
    case FindingClass::DistanceOff:
      return "distance-off";
    case FindingClass::Crash:
      return "crash";
    case FindingClass::Hang:
      return "hang";
    case FindingClass::NotANumber:
      return "nan";
    case FindingClass::ContactMissed:
      return "contact-missed";
    case FindingClass::PhantomContact:
      return "phantom-contact";
    case FindingClass::TimeEarly:
      return "time-early";
    case FindingClass::TimeLate:
      return "time-late";
  }
  return "?";
}

namespace {

Assessment wrong(FindingClass c, std::string why) { return {Outcome::Wrong, c, std::move(why)}; }

std::string number(double x) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.17g", x);
  return buf;
}

// The relation alone: which class, if the answer is wrong.
std::optional<FindingClass> relationFinding(Relation exact, Answer answer, Touching touching) {
  switch (exact) {
    case Relation::Disjoint:
      if (answer != Answer::Miss) return FindingClass::ApartAsHit;
      return std::nullopt;
    case Relation::Touching:
      if (answer == Answer::Miss && touching == Touching::Inclusive) return FindingClass::TouchingAsMiss;
      if (answer == Answer::Meet && touching == Touching::Strict) return FindingClass::TouchingAsHit;
      if (answer == Answer::Overlapping) return FindingClass::TouchingAsOverlap;
      return std::nullopt;
    case Relation::Overlapping:
      if (answer == Answer::Miss) return FindingClass::OverlapAsMiss;
      if (answer == Answer::Touching) return FindingClass::OverlapAsTouching;
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Assessment> failureAssessment(const Verdict& v) {
  switch (v.failure) {
    case Failure::Crash:
      return wrong(FindingClass::Crash, v.failureText);
    case Failure::Hang:
      return wrong(FindingClass::Hang, v.failureText);
    case Failure::NotANumber:
      return wrong(FindingClass::NotANumber, v.failureText);
    case Failure::None:
      break;
  }
  return std::nullopt;
}

Assessment assess(const Shape& a, const Shape& b, Relation exact, const Verdict& v, const Conventions& c,
                  double tolerance) {
  if (auto failed = failureAssessment(v)) return *failed;
  if (v.answer < 0) return {Outcome::Declined, {}, v.note};
  if (v.answer > 3)
    return wrong(FindingClass::NotANumber, "answer " + std::to_string(v.answer) + " (not 0 to 3)");
  const int pair = pairType(typeOf(a), typeOf(b));
  // (a judge with only a distance or points function gives no relation: its numbers alone are judged)
  const std::optional<Answer> answer = answerOf(v);
  const auto finding = answer ? relationFinding(exact, *answer, c.touchingOf(pair)) : std::nullopt;
  if (finding) {
    std::string why = std::string("exactly ") + relationName(exact) + ", it says " + answerName(v);
    const double skin = c.skinOf(pair);
    if (skin > 0) {  // Box2D's polygon skin and the like: a band where either answer is the design
      if (exact == Relation::Touching) return {Outcome::ByDesign, *finding, why + ", on the boundary (skin)"};
      const PairResult r = evaluate(a, b, exact == Relation::Disjoint ? Query::Distance : Query::Depth);
      if (exact == Relation::Disjoint && r.distance <= skin)
        return {Outcome::ByDesign, *finding, why + ", " + number(r.distance) + " apart, within the skin"};
      if (exact == Relation::Overlapping && hasArea(a) && hasArea(b) && r.depth <= skin)
        return {Outcome::ByDesign, *finding, why + ", " + number(r.depth) + " deep, within the skin"};
    }
    return wrong(*finding, why);
  }
  if (!v.points && !v.distance) return {};
  // A touching pair that the judge takes as a miss by its convention (strict, or either) has no crossing
  // points or distance of its to get right: the judge does not see the touch at all.
  if (exact == Relation::Touching && (c.touchingOf(pair) == Touching::Strict || answer == Answer::Miss))
    return {};
  // Its numbers, against the exact ones rounded once, within the tolerance of the pair's size.
  const PairResult r = evaluate(a, b, Query::Points | Query::Distance);
  const double scale = pairScale(a, b), limit = tolerance * (scale > 0 ? scale : 1);
  if (v.distance) {
    if (std::isnan(*v.distance)) return wrong(FindingClass::NotANumber, "the distance is NaN");
    if (!(std::fabs(*v.distance - r.distance) <= limit))
      return wrong(FindingClass::DistanceOff,
                   "distance " + number(*v.distance) + ", exactly " + number(r.distance) + " (rounded)");
  }
  if (v.points) {
    for (Vec2 p : *v.points)
      if (std::isnan(p.x) || std::isnan(p.y))
        return wrong(FindingClass::NotANumber, "a crossing point is NaN");
    if (v.points->size() != r.points.size())
      return wrong(FindingClass::PointsOff, std::to_string(v.points->size()) + " crossing points, exactly " +
                                                std::to_string(r.points.size()));
    for (Vec2 p : *v.points) {
      const bool near = std::any_of(r.points.begin(), r.points.end(), [&](Vec2 q) {
        return std::fabs(p.x - q.x) <= limit && std::fabs(p.y - q.y) <= limit;
      });
      if (!near)
        return wrong(FindingClass::PointsOff, "crossing point (" + number(p.x) + ", " + number(p.y) +
                                                  ") is no exact one within the tolerance");
    }
  }
  return {};
}

}  // namespace hitlab::judge
