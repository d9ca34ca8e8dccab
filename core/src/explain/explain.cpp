// explain.cpp — the registry of families and of their texts, the closing result step, and the texts filled
// in.
#include "hitlab/explain.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <unordered_map>

#include "explain/family.h"
#include "hitlab/broadphase.h"

namespace hitlab::explain {

namespace detail {

namespace {
// Filled by the families' static objects before main; read only after.
std::vector<Family>& registry() {
  static std::vector<Family> families;
  return families;
}
// The texts_*.cpp tables, filled the same way.
struct Texts {
  const Entry* entries;
  std::size_t count;
};
std::vector<Texts>& textRegistry() {
  static std::vector<Texts> tables;
  return tables;
}
}  // namespace

bool registerTexts(const Entry* entries, std::size_t count) {
  textRegistry().push_back({entries, count});
  return true;
}

bool registerFamily(Family family) {
  std::vector<Family>& families = registry();
  auto at = families.begin();
  while (at != families.end() && at->order <= family.order) ++at;
  families.insert(at, family);
  return true;
}

Step makeStep(std::string kind, const PairView& pair) {
  Step s;
  s.kind = std::move(kind);
  s.words = {{"a", std::string(pair.nameA)}, {"b", std::string(pair.nameB)}};
  return s;
}

std::string comparison(int sign) { return sign < 0 ? "@lt" : (sign == 0 ? "@eq" : "@gt"); }

AxisPlace AxisPlace::of(const Shape& a, const Shape& b) {
  AxisPlace place;
  place.lo = {INFINITY, INFINITY}, place.hi = {-INFINITY, -INFINITY};
  const auto take = [&](Vec2 p, double r) {
    place.lo = {std::min(place.lo.x, p.x - r), std::min(place.lo.y, p.y - r)};
    place.hi = {std::max(place.hi.x, p.x + r), std::max(place.hi.y, p.y + r)};
  };
  for (const Shape* s : {&a, &b}) {
    if (const auto* r = std::get_if<Rect>(s)) {
      for (Vec2 c : rectCorners(*r)) take(c, 0);
    } else if (const auto* p = std::get_if<Polygon>(s)) {
      for (Vec2 v : p->points) take(v, 0);
    } else if (const auto* c = std::get_if<Circle>(s)) {
      take(c->center, c->radius);
    } else {
      const Aabb box = boundsOf(*s);
      take(box.min, 0), take(box.max, 0);
    }
  }
  place.size = std::max(place.hi.x - place.lo.x, place.hi.y - place.lo.y);
  return place;
}

void AxisPlace::sideRange(Vec2 side, double& sLo, double& sHi) const {
  sLo = INFINITY, sHi = -INFINITY;
  for (Vec2 c : {lo, hi, Vec2{lo.x, hi.y}, Vec2{hi.x, lo.y}})
    sLo = std::min(sLo, dot(c, side)), sHi = std::max(sHi, dot(c, side));
}

Vec2 AxisPlace::at(Vec2 n, double t, double offset) const {
  const Vec2 side{-n.y, n.x};
  double sLo, sHi;
  sideRange(side, sLo, sHi);
  return t * n + (sHi + 0.15 * size + offset) * side;
}

Mark segmentMark(Vec2 p, Vec2 q, int tone, std::string label) {
  return {Mark::Kind::Segment, p, q, {}, 0, tone, std::move(label)};
}
Mark arrowMark(Vec2 p, Vec2 q, int tone, std::string label) {
  return {Mark::Kind::Arrow, p, q, {}, 0, tone, std::move(label)};
}
Mark pointMark(Vec2 p, int tone, std::string label) {
  return {Mark::Kind::Point, p, {}, {}, 0, tone, std::move(label)};
}

PolygonProblem polygonProblemOf(const PairView& pair) {
  PolygonProblem out;
  for (int k = 0; k < 2 && out.key.empty(); ++k) {
    const Polygon* polygon = std::get_if<Polygon>(k == 0 ? &pair.a : &pair.b);
    if (!polygon) continue;
    const Message why = polygonProblemMessage(*polygon);  // (decided with the core's exact orientations)
    if (why.id.empty()) continue;
    out.polygon = polygon, out.name = std::string(k == 0 ? pair.nameA : pair.nameB),
    out.english = english(why);
    // Each polygon.* id's key in the texts; an argument names the vertex.
    static constexpr std::pair<std::string_view, const char*> kKinds[] = {
        {"polygon.too-few-vertices", "problem.few"},
        {"polygon.repeated-vertex", "problem.repeated"},
        {"polygon.zero-area", "problem.zero_area"},
        {"polygon.self-intersecting", "problem.self_intersecting"},
        {"polygon.reflex-vertex", "problem.reflex"},
    };
    out.key = "problem.other";
    for (const auto& [id, key] : kKinds)
      if (why.id == id) out.key = key;
    if (!why.args.empty()) out.vertex = std::atoi(why.args[0].c_str());
    if (out.vertex >= static_cast<int>(polygon->points.size())) out.vertex = -1;
  }
  return out;
}

void addProblemWords(const PolygonProblem& problem, Step& step) {
  step.words.push_back({"why", "@" + problem.key});  // (the table's word.problem.<kind>)
  step.words.push_back({"polygon", problem.name});
  step.words.push_back({"detail", problem.english});
  step.values.push_back({"vertex", static_cast<double>(problem.vertex)});
}

}  // namespace detail

namespace {

using detail::Family;
using detail::PairView;

// "@name": the text table's word.name.
std::string wordKey(std::string_view name) {
  std::string key(1, '@');
  key.append(name);
  return key;
}

// The answer, as every explanation ends.
Step resultStep(const PairView& pair) {
  const PairResult& r = pair.result;
  Step s = detail::makeStep(r.error.empty() ? "result" : "result.error", pair);
  if (!r.error.empty()) {
    const detail::PolygonProblem problem = detail::polygonProblemOf(pair);
    if (problem.key.empty())
      s.words.push_back({"why", r.error});
    else
      detail::addProblemWords(problem, s);
    return s;
  }
  s.words.push_back({"relation", wordKey(relationName(r.relation))});
  s.words.push_back({"containment", wordKey(containmentName(r.containment))});
  s.values = {{"points", static_cast<double>(r.points.size())}, {"distance", r.distance}, {"depth", r.depth}};
  for (Vec2 p : r.points) s.marks.push_back(detail::pointMark(p, 2));
  if (r.mtv) s.marks.push_back(detail::arrowMark({0, 0}, *r.mtv, 2, "mtv"));
  return s;
}

using Table = std::unordered_map<std::string_view, std::string_view>;

const Table& table(Language language) {
  auto build = [](bool japanese) {
    Table t;
    for (const auto& texts : detail::textRegistry())
      for (std::size_t i = 0; i < texts.count; ++i) {
        const detail::Entry& e = texts.entries[i];
        const char* text = japanese ? e.ja : e.en;
        if (text && *text) t.emplace(e.key, text);
      }
    return t;
  };
  static const Table kEnglish = build(false), kJapanese = build(true);
  return language == Language::Japanese ? kJapanese : kEnglish;
}

}  // namespace

Explanation explain(const Shape& a, const Shape& b, std::string_view nameA, std::string_view nameB) {
  Explanation out;
  out.result = evaluate(a, b, nameA, nameB);
  roundPrinted(a, b, out.result);
  for (const Family& f : detail::registry()) {
    bool swap = false;
    if (!f.accepts(a, b, swap)) continue;
    out.family = f.name;
    if (swap) {
      PairResult flipped = evaluate(b, a, nameB, nameA);
      roundPrinted(b, a, flipped);
      f.build({b, a, nameB, nameA, flipped}, out.steps);
    } else {
      f.build({a, b, nameA, nameB, out.result}, out.steps);
    }
    break;
  }
  out.steps.push_back(resultStep({a, b, nameA, nameB, out.result}));
  return out;
}

std::string shortest(double x) {
  if (x == 0) return "0";  // (never "-0")
  char buf[64];
  // Plain decimals where they read well ("10", "0.1"), else the shortest %g ("1.3877787807814457e-17").
  if (x == 0 || (std::fabs(x) >= 1e-4 && std::fabs(x) < 1e16))
    for (int decimals = 0; decimals <= 20; ++decimals) {
      std::snprintf(buf, sizeof buf, "%.*f", decimals, x);
      if (std::strtod(buf, nullptr) == x) return buf;
    }
  for (int precision = 1; precision <= 17; ++precision) {
    std::snprintf(buf, sizeof buf, "%.*g", precision, x);
    if (std::strtod(buf, nullptr) == x) break;
  }
  return buf;
}

std::string readable(double x, int digits) {
  std::string exact = shortest(x);
  if (digits <= 0) return exact;
  int significant = 0;  // (of the shortest text: its digits from the first non-zero one, exponent aside)
  bool started = false;
  for (char c : exact) {
    if (c == 'e') break;
    if (c >= '1' && c <= '9') started = true;
    if (started && c >= '0' && c <= '9') ++significant;
  }
  if (exact.find('.') == std::string::npos && exact.find('e') == std::string::npos) {
    // (an integer as written: its trailing zeros are not significant, and a whole number under 10^9, a count
    // or a coordinate, is never rounded)
    for (std::size_t i = exact.size(); i > 0 && exact[i - 1] == '0' && significant > 1; --i) --significant;
    if (std::fabs(x) < 1e9) return exact;
  }
  if (significant <= digits) return exact;
  char buf[400];  // (%.*g of any double at any precision fits)
  std::snprintf(buf, sizeof buf, "%.*g", std::min(digits, 17), x);
  std::string out = buf;
  // "1.235e+14" -> "1.235e14", "7.071e-05" -> "7.071e-5"
  const std::size_t e = out.find('e');
  if (e != std::string::npos) {
    std::string mantissa = out.substr(0, e), exponent = out.substr(e + 1);
    if (exponent[0] == '+') exponent.erase(0, 1);
    const bool negative = !exponent.empty() && exponent[0] == '-';
    if (negative) exponent.erase(0, 1);
    while (exponent.size() > 1 && exponent[0] == '0') exponent.erase(0, 1);
    out = mantissa + "e" + (negative ? "-" : "") + exponent;
  }
  if (out == "-0") out = "0";
  return "\u2248" + out;  // ≈: rounded for reading (the exact value: shortest, or the app's hover)
}

namespace {

// The pattern with its {placeholders} filled from the step; a word of the table ("@name") is filled in turn
// (once: a word's own words are not words again).
std::string fill(std::string_view pattern, const Step& step, const Table& t, bool nested, int digits) {
  std::string out;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const std::size_t close = pattern[i] == '{' ? pattern.find('}', i) : std::string_view::npos;
    if (close == std::string_view::npos) {
      out += pattern[i];
      continue;
    }
    const std::string_view name = pattern.substr(i + 1, close - i - 1);
    std::string filled(1, '{');  // (kept as written when nothing fills it)
    filled.append(name).push_back('}');
    for (const Value& v : step.values)
      if (v.name == name) filled = readable(v.value, digits);
    for (const Word& w : step.words)
      if (w.name == name) {
        filled = w.text;
        if (!filled.empty() && filled[0] == '@') {
          std::string key = "word.";
          key.append(filled, 1);
          auto word = t.find(key);
          filled = word == t.end()
                       ? filled.substr(1)
                       : (nested ? std::string(word->second) : fill(word->second, step, t, true, digits));
        }
      }
    out += filled;
    i = close;
  }
  return out;
}

}  // namespace

std::string text(const Step& step, Language language, int digits) {
  const Table& t = table(language);
  auto found = t.find(step.kind);
  if (found == t.end()) return "[" + step.kind + "]";
  return fill(found->second, step, t, false, digits);
}

std::string formula(const Explanation& explanation, Language language) {
  const Table& t = table(language);
  auto found = t.find("formula." + explanation.family);
  return found == t.end() ? std::string() : std::string(found->second);
}

std::vector<std::string> textKeys() {
  std::vector<std::string> keys;
  for (const auto& texts : detail::textRegistry())
    for (std::size_t i = 0; i < texts.count; ++i) keys.emplace_back(texts.entries[i].key);
  std::sort(keys.begin(), keys.end());  // (the files register in no fixed order)
  return keys;
}

bool hasText(std::string_view key, Language language) { return table(language).count(key) > 0; }

}  // namespace hitlab::explain
