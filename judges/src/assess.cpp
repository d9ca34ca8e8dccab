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
    case FindingClass::NormalOff:
      return "contact normal off";
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
    case FindingClass::NormalOff:
      return "normal-off";
  }
  return "?";
}

// [SECTION] What an assessment says, by id

const std::vector<MessageForm>& assessmentForms() {
  static const std::vector<MessageForm> kForms = {
      {"assess.judges-words",
       "{1}"},  // (a crash's, a hang's or NaN's text, or the note of a judge declining)
      {"assess.answer-out-of-range", "answer {1} (not 0 to 3)"},
      {"assess.relation", "exactly {1}, it says {2}"},
      {"assess.skin-boundary", "exactly {1}, it says {2}, on the boundary (skin)"},
      {"assess.skin-apart", "exactly {1}, it says {2}, {3} apart, within the skin"},
      {"assess.skin-deep", "exactly {1}, it says {2}, {3} deep, within the skin"},
      {"assess.distance-nan", "the distance is NaN"},
      {"assess.distance-off", "distance {1}, exactly {2} (rounded)"},
      {"assess.point-nan", "a crossing point is NaN"},
      {"assess.point-count", "{1} crossing points, exactly {2}"},
      {"assess.point-off", "crossing point ({1}, {2}) is no exact one within the tolerance"},
      // In motion (assess_motion.cpp). The exact answer, the judge's note and its band are inner messages.
      {"assess.motion-answer-out-of-range", "answer {1} (0 or 1 for a time of impact)"},
      {"assess.exact-no-contact", "exactly no contact in the step"},
      {"assess.exact-contact", "exactly first contact at t = {1} ({2})"},
      {"assess.exact-contact-through", "exactly first contact at t = {1} ({2}, passing through)"},
      {"assess.none", ""},  // (no note, no band)
      {"assess.note", " ({1})"},
      {"assess.band", " (its target separation {1} +- {2})"},
      {"assess.never-deeper", "{1}, never deeper than its band{2}; it says none"},
      {"assess.contact-missed", "{1}; it says no contact{2}{3}"},
      {"assess.time-out-of-range", "time of impact {1} (not in [0, 1])"},
      {"assess.time-missing", "contact without a time"},
      {"assess.within-band", "at t = {1} it says contact{3}, they are {2} apart there{4}; {5}"},
      {"assess.never-within-band",
       "at t = {1} it says contact{3}, they are {2} apart there and never within its band in the step{4}; "
       "{5}"},
      {"assess.still-apart", "at t = {1} it says contact{3}, they are still {2} apart there{4}; {5}"},
      {"assess.normal-off",
       "at t = {1} its normal ({2}, {3}){6} shows them {4} apart, they are {5} apart there{7}; {8}"},
      {"assess.normal-not-a-direction", "its contact normal ({1}, {2}) is no direction"},
      {"assess.overlap-there", "at t = {1} it says contact{3}, they overlap by {2} there{4}; {5}"},
  };
  return kForms;
}

std::string assessmentEnglish(const Message& m) {
  const auto& forms = assessmentForms();
  const auto form =
      std::find_if(forms.begin(), forms.end(), [&](const MessageForm& f) { return f.id == m.id; });
  if (form == forms.end()) return m.id.empty() ? std::string() : english(m);
  return fillForm(form->english, m, assessmentEnglish);
}

Assessment assessmentSaying(Outcome outcome, FindingClass c, Message m) {
  std::string why = assessmentEnglish(m);
  return {outcome, c, std::move(why), std::move(m)};
}

Assessment declinedAssessment(const Verdict& v) {
  if (v.note.empty()) return {Outcome::Declined, {}, {}};
  return assessmentSaying(Outcome::Declined, {}, {"assess.judges-words", {v.note}});
}

namespace {

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
      return assessmentWrong(FindingClass::Crash, {"assess.judges-words", {v.failureText}});
    case Failure::Hang:
      return assessmentWrong(FindingClass::Hang, {"assess.judges-words", {v.failureText}});
    case Failure::NotANumber:
      return assessmentWrong(FindingClass::NotANumber, {"assess.judges-words", {v.failureText}});
    case Failure::None:
      break;
  }
  return std::nullopt;
}

Assessment assess(const Shape& a, const Shape& b, Relation exact, const Verdict& v, const Conventions& c,
                  double tolerance) {
  if (auto failed = failureAssessment(v)) return *failed;
  if (v.answer < 0) return declinedAssessment(v);
  if (v.answer > 3)
    return assessmentWrong(FindingClass::NotANumber,
                           {"assess.answer-out-of-range", {std::to_string(v.answer)}});
  const int pair = pairType(typeOf(a), typeOf(b));
  // (a judge with only a distance or points function gives no relation: its numbers alone are judged)
  const std::optional<Answer> answer = answerOf(v);
  const auto finding = answer ? relationFinding(exact, *answer, c.touchingOf(pair)) : std::nullopt;
  if (finding) {
    const std::string relation = relationName(exact), said = answerName(v);
    const double skin = c.skinOf(pair);
    if (skin > 0) {  // Box2D's polygon skin and the like: a band where either answer is the design
      if (exact == Relation::Touching)
        return assessmentSaying(Outcome::ByDesign, *finding, {"assess.skin-boundary", {relation, said}});
      const PairResult r = evaluate(a, b, exact == Relation::Disjoint ? Query::Distance : Query::Depth);
      if (exact == Relation::Disjoint && r.distance <= skin)
        return assessmentSaying(Outcome::ByDesign, *finding,
                                {"assess.skin-apart", {relation, said, number(r.distance)}});
      if (exact == Relation::Overlapping && hasArea(a) && hasArea(b) && r.depth <= skin)
        return assessmentSaying(Outcome::ByDesign, *finding,
                                {"assess.skin-deep", {relation, said, number(r.depth)}});
    }
    return assessmentWrong(*finding, {"assess.relation", {relation, said}});
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
    if (std::isnan(*v.distance))
      return assessmentWrong(FindingClass::NotANumber, {"assess.distance-nan", {}});
    if (!(std::fabs(*v.distance - r.distance) <= limit))
      return assessmentWrong(FindingClass::DistanceOff,
                             {"assess.distance-off", {number(*v.distance), number(r.distance)}});
  }
  if (v.points) {
    for (Vec2 p : *v.points)
      if (std::isnan(p.x) || std::isnan(p.y))
        return assessmentWrong(FindingClass::NotANumber, {"assess.point-nan", {}});
    if (v.points->size() != r.points.size())
      return assessmentWrong(
          FindingClass::PointsOff,
          {"assess.point-count", {std::to_string(v.points->size()), std::to_string(r.points.size())}});
    for (Vec2 p : *v.points) {
      const bool near = std::any_of(r.points.begin(), r.points.end(), [&](Vec2 q) {
        return std::fabs(p.x - q.x) <= limit && std::fabs(p.y - q.y) <= limit;
      });
      if (!near)
        return assessmentWrong(FindingClass::PointsOff, {"assess.point-off", {number(p.x), number(p.y)}});
    }
  }
  return {};
}

}  // namespace hitlab::judge
