// judge.cpp — pair types, conventions (hitlab_judge_info's text) and verdict names.
#include "hitlab/judge.h"
#include "numbers.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <utility>

namespace hitlab::judge {

// [SECTION] Pair types, in the C interface's order

namespace {

struct PairTypeEntry {
  ShapeType a, b;
  const char* name;
  bool points = false;  ///< the C interface has hitlab_points_<name>
};
constexpr std::array<PairTypeEntry, kPairTypeCount> kPairTypes{{
    {ShapeType::Segment, ShapeType::Segment, "segment_segment", true},
    {ShapeType::Segment, ShapeType::Circle, "segment_circle", true},
    {ShapeType::Circle, ShapeType::Circle, "circle_circle", true},
    {ShapeType::Rect, ShapeType::Rect, "rect_rect"},
    {ShapeType::Circle, ShapeType::Rect, "circle_rect"},
    {ShapeType::Segment, ShapeType::Rect, "segment_rect"},
    {ShapeType::Polygon, ShapeType::Polygon, "polygon_polygon"},
    {ShapeType::Circle, ShapeType::Polygon, "circle_polygon"},
    {ShapeType::Segment, ShapeType::Polygon, "segment_polygon"},
    {ShapeType::Rect, ShapeType::Polygon, "rect_polygon"},
    {ShapeType::Point, ShapeType::Point, "point_point"},
    {ShapeType::Point, ShapeType::Segment, "point_segment"},
    {ShapeType::Point, ShapeType::Circle, "point_circle"},
    {ShapeType::Point, ShapeType::Rect, "point_rect"},
    {ShapeType::Point, ShapeType::Polygon, "point_polygon"},
    {ShapeType::Point, ShapeType::Capsule, "point_capsule"},
    {ShapeType::Segment, ShapeType::Capsule, "segment_capsule"},
    {ShapeType::Circle, ShapeType::Capsule, "circle_capsule"},
    {ShapeType::Rect, ShapeType::Capsule, "rect_capsule"},
    {ShapeType::Polygon, ShapeType::Capsule, "polygon_capsule"},
    {ShapeType::Capsule, ShapeType::Capsule, "capsule_capsule"},
}};

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

std::optional<Touching> touchingFrom(std::string_view s) {
  if (s == "strict") return Touching::Strict;
  if (s == "inclusive") return Touching::Inclusive;
  if (s == "either") return Touching::Either;
  return std::nullopt;
}

}  // namespace

int pairType(ShapeType a, ShapeType b) {
  if (b < a) std::swap(a, b);
  for (int k = 0; k < kPairTypeCount; ++k)
    if (kPairTypes[k].a == a && kPairTypes[k].b == b) return k;
  return -1;  // (unreachable: the table holds every unordered pair)
}
ShapeType firstType(int pairType) { return kPairTypes[pairType].a; }
ShapeType secondType(int pairType) { return kPairTypes[pairType].b; }
const char* pairTypeName(int pairType) { return kPairTypes[pairType].name; }
bool pairTypeHasPoints(int pairType) { return kPairTypes[pairType].points; }
bool pairTypeHasRounded(int pairType) {
  for (ShapeType t : {kPairTypes[pairType].a, kPairTypes[pairType].b})
    if (t == ShapeType::Rect || t == ShapeType::Polygon) return true;
  return false;
}

std::string pairTypeLabel(int pairType) {
  std::string s = kPairTypes[pairType].name;
  std::replace(s.begin(), s.end(), '_', '-');
  return s;
}

int pairTypeFromName(std::string_view name) {
  for (int k = 0; k < kPairTypeCount; ++k)
    if (name == pairTypeName(k) || name == pairTypeLabel(k)) return k;
  return -1;
}

// [SECTION] Conventions

const char* touchingName(Touching t) {
  switch (t) {
    case Touching::Strict:
      return "strict";
    case Touching::Inclusive:
      return "inclusive";
    case Touching::Either:
      return "either";
  }
  return "?";
}

std::optional<Conventions> parseJudgeInfo(std::string_view text, std::string& name, std::string& error) {
  Conventions c;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find(';'), text.size());
    const std::string_view item = trim(text.substr(0, end));
    text.remove_prefix(std::min(end + 1, text.size()));
    if (item.empty()) continue;
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      error = "\"" + std::string(item) + "\" is not key=value";
      return std::nullopt;
    }
    const std::string_view key = trim(item.substr(0, eq)), value = trim(item.substr(eq + 1));
    auto bad = [&](const char* expected) {
      error = std::string(key) + "=" + std::string(value) + ": expected " + expected;
      return std::nullopt;
    };
    if (key == "name") {
      if (value.empty()) return bad("a name");
      name = value;
    } else if (key == "touching") {
      auto t = touchingFrom(value);
      if (!t) return bad("strict, inclusive or either");
      c.touching = *t;
    } else if (key.starts_with("touching.")) {
      const int pair = pairTypeFromName(key.substr(9));
      if (pair < 0) {
        error = std::string(key) + ": no such pair type (segment_segment, circle_rect, ...)";
        return std::nullopt;
      }
      auto t = touchingFrom(value);
      if (!t) return bad("strict, inclusive or either");
      c.touchingFor[pair] = *t;
    } else if (key == "float" || key == "ccw" || key == "rounded") {
      if (value != "0" && value != "1") return bad("0 or 1");
      (key == "float" ? c.float32 : key == "ccw" ? c.ccw : c.rounded) = value == "1";
    } else if (key == "skin" || key.starts_with("skin.")) {
      const int pair = key == "skin" ? -1 : pairTypeFromName(key.substr(5));
      if (key != "skin" && pair < 0) {
        error = std::string(key) + ": no such pair type (segment_segment, circle_rect, ...)";
        return std::nullopt;
      }
      double d = -1;
      if (!readNumber(value, d) || !std::isfinite(d) || d < 0) return bad("a distance >= 0");
      (pair < 0 ? c.skin : c.skinFor[pair].emplace()) = d;
    } else if (key == "toi.target" || key == "toi.tolerance") {
      double d = -1;
      const bool target = key == "toi.target";
      if (!readNumber(value, d) || !std::isfinite(d) || (!target && d < 0))
        return bad(target ? "a separation (negative: a depth)" : "a distance >= 0");
      (target ? c.motionTarget : c.motionTolerance) = d;
    } else if (key == "degenerate") {
      if (value != "skip" && value != "judge") return bad("skip or judge");
      c.degenerateSkip = value == "skip";
    } else if (key == "range") {
      double r = -1;
      if (!readNumber(value, r) || !std::isfinite(r) || !(r > 0)) return bad("a magnitude > 0");
      c.range = r;
    } else if (key == "abi") {
      if (value != "1" && value != "2" && value != "3" && value != "4" && value != "5")
        return bad("1 to 5 (the interfaces this hitlab knows)");
    } else {
      error =
          "unknown key \"" + std::string(key) +
          "\" (name, touching, touching.PAIR, float, ccw, skin, skin.PAIR, degenerate, range, toi.target, "
          "toi.tolerance, rounded, abi)";
      return std::nullopt;
    }
  }
  return c;
}

std::string conventionsText(const Conventions& c) {
  std::string s = std::string("touching=") + touchingName(c.touching);
  for (int k = 0; k < kPairTypeCount; ++k)
    if (c.touchingFor[k])
      s += std::string("; touching.") + pairTypeName(k) + "=" + touchingName(*c.touchingFor[k]);
  if (c.float32) s += "; float=1";
  if (c.ccw) s += "; ccw=1";
  auto distance = [](double d) { return shortestText(d); };
  if (c.skin > 0) s += "; skin=" + distance(c.skin);
  for (int k = 0; k < kPairTypeCount; ++k)
    if (c.skinFor[k] && *c.skinFor[k] != c.skin)
      s += std::string("; skin.") + pairTypeName(k) + "=" + distance(*c.skinFor[k]);
  if (c.degenerateSkip) s += "; degenerate=skip";
  if (c.range > 0) s += "; range=" + distance(c.range);
  if (c.motionTarget != 0) s += "; toi.target=" + distance(c.motionTarget);
  if (c.motionTolerance != 0) s += "; toi.tolerance=" + distance(c.motionTolerance);
  if (c.rounded) s += "; rounded=1";
  return s;
}

std::string reproducerCommand(const Reproducer& r, const std::string& file, const std::string& program) {
  return r.compiler + " " + file + " " + r.linking + " -o " + program + " && ./" + program;
}

// [SECTION] Verdicts

Verdict verdictOf(const AnswerRecord& r) {
  Verdict v;
  v.answer = r.answer;
  if (v.answer < 0) {
    v.note.assign(r.note, strnlen(r.note, sizeof r.note));
    return v;
  }
  if (r.pointCount > 2) {
    v.failure = Failure::NotANumber;
    v.failureText = "the points function returned " + std::to_string(r.pointCount) + " (0 to 2)";
    return v;
  }
  if (r.pointCount >= 0) {
    v.points.emplace();
    for (int k = 0; k < r.pointCount; ++k) v.points->push_back({r.points[2 * k], r.points[2 * k + 1]});
  }
  if (r.hasDistance) v.distance = r.distance;
  v.relationGiven = r.pairFunction != 0;
  for (int k = 0; k < std::min(r.contactCount, 2); ++k)
    v.contacts.push_back({r.contacts[2 * k], r.contacts[2 * k + 1]});
  if (r.hasNormal) v.normal = Vec2{r.normal[0], r.normal[1]};
  if (r.hasSeparation) v.separation = r.separation;
  if (r.hasTime) v.time = r.time;
  if (r.hasBand) v.motionBand = std::pair{r.bandTarget, r.bandTolerance};
  v.note.assign(r.note, strnlen(r.note, sizeof r.note));
  return v;
}

AnswerRecord answerRecordOf(const Verdict& v) {
  AnswerRecord r;
  r.answer = v.answer;
  r.pairFunction = v.relationGiven;
  std::snprintf(r.note, sizeof r.note, "%s", v.note.c_str());
  if (v.points) {
    r.pointCount = static_cast<std::int32_t>(std::min<std::size_t>(v.points->size(), 2));
    for (int k = 0; k < r.pointCount; ++k)
      r.points[2 * k] = (*v.points)[k].x, r.points[2 * k + 1] = (*v.points)[k].y;
  }
  if (v.distance) r.distance = *v.distance, r.hasDistance = 1;
  r.contactCount = static_cast<std::int32_t>(std::min<std::size_t>(v.contacts.size(), 2));
  for (int k = 0; k < r.contactCount; ++k)
    r.contacts[2 * k] = v.contacts[k].x, r.contacts[2 * k + 1] = v.contacts[k].y;
  if (v.normal) r.normal[0] = v.normal->x, r.normal[1] = v.normal->y, r.hasNormal = 1;
  if (v.separation) r.separation = *v.separation, r.hasSeparation = 1;
  if (v.time) r.time = *v.time, r.hasTime = 1;
  if (v.motionBand) r.bandTarget = v.motionBand->first, r.bandTolerance = v.motionBand->second, r.hasBand = 1;
  return r;
}

std::string answerRecordLayout() {
  // (the fields a C interface's function fills; an engine's are written in C++ only)
  return "answer=" + std::to_string(offsetof(AnswerRecord, answer)) +
         " pointCount=" + std::to_string(offsetof(AnswerRecord, pointCount)) +
         " pairFunction=" + std::to_string(offsetof(AnswerRecord, pairFunction)) +
         " hasDistance=" + std::to_string(offsetof(AnswerRecord, hasDistance)) +
         " points=" + std::to_string(offsetof(AnswerRecord, points)) +
         " distance=" + std::to_string(offsetof(AnswerRecord, distance));
}

std::string answerName(const Verdict& v) {
  switch (v.failure) {
    case Failure::Crash:
      return "crash";
    case Failure::Hang:
      return "hang";
    case Failure::NotANumber:
      return "NaN";
    case Failure::None:
      break;
  }
  if (!v.relationGiven && v.answer >= 0) return "numbers only";
  const std::optional<Answer> answer = answerOf(v);
  if (!answer) return v.answer < 0 ? "declined" : "answer " + std::to_string(v.answer) + " (not 0 to 3)";
  switch (*answer) {
    case Answer::Miss:
      return "miss";
    case Answer::Meet:
      return "meet";
    case Answer::Touching:
      return "touching";
    case Answer::Overlapping:
      return "overlapping";
  }
  return "?";
}

std::optional<Answer> answerOf(const Verdict& v) {
  if (v.failure != Failure::None || !v.relationGiven || v.answer < 0 || v.answer > 3) return std::nullopt;
  return static_cast<Answer>(v.answer);
}

Verdict Judge::judgeMotion(const Shape&, Vec2, const Shape&, Vec2) {
  Verdict v;
  v.note = name() + " gives no time of impact";
  return v;
}

Verdict MotionJudge::judge(const Shape&, const Shape&) {
  Verdict v;
  v.note = name() + " judges pairs in motion only";
  return v;
}

bool Judge::judgesAnyStill() const {
  for (int k = 0; k < kPairTypeCount; ++k)
    if (answers(k)) return true;
  return false;
}

bool Judge::judgesAnyMotion() const {
  for (int k = 0; k < kPairTypeCount; ++k)
    if (answersMotion(k)) return true;
  return false;
}

void Judge::judgeMany(std::span<const PairOfShapes> pairs, std::span<Verdict> out) {
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    try {
      const PairOfShapes& p = pairs[i];
      out[i] = p.motion ? judgeMotion(p.a, p.motion->a, p.b, p.motion->b) : judge(p.a, p.b);
    } catch (const std::exception& e) {  // (a library's exception is the judge failing on this input)
      out[i] = {};
      out[i].failure = Failure::Crash;
      out[i].failureText = std::string("it threw: ") + e.what();
    }
  }
}

}  // namespace hitlab::judge
