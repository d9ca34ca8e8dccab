// The step-by-step explanations (hitlab/explain.h): the seeds' worked examples as golden steps in both
// languages, every pair type explained, every text key in both tables.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "generators.h"
#include "hitlab/explain.h"
#include "hitlab/motion.h"
#include "reference.h"
#include "rounding_oracle.h"

namespace hitlab::test {
namespace {

using explain::Language;

std::vector<std::string> kinds(const explain::Explanation& e) {
  std::vector<std::string> out;
  for (const auto& s : e.steps) out.push_back(s.kind);
  return out;
}

double value(const explain::Step& s, const std::string& name) {
  for (const auto& v : s.values)
    if (v.name == name) return v.value;
  ADD_FAILURE() << "no value " << name << " in " << s.kind;
  return NAN;
}

const explain::Step& stepOf(const explain::Explanation& e, const std::string& prefix) {
  for (const auto& s : e.steps)
    if (s.kind.rfind(prefix, 0) == 0) return s;
  ADD_FAILURE() << "no step " << prefix;
  return e.steps.back();
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Seed 001's picture: AB from (0, 0) to (2, 2) and CD from (0, 2) to (2, 0) cross at (1, 1); the four
// cross products are 4, -4, -4, 4.
TEST(Explain, StraddleTestOfTwoCrossingSegments) {
  const auto e = explain::explain(Segment{{0, 0}, {2, 2}}, Segment{{0, 2}, {2, 0}}, "x1", "x2");
  EXPECT_EQ(e.family, "segment-segment");
  EXPECT_EQ(kinds(e), (std::vector<std::string>{"straddle.groups", "straddle.cross", "straddle.cross",
                                                "straddle.group.opposite", "straddle.cross", "straddle.cross",
                                                "straddle.group.opposite", "straddle.verdict.cross",
                                                "straddle.point", "straddle.batch", "result"}));
  const double want[4] = {4, -4, -4, 4};
  for (int k = 0, i = 0; k < static_cast<int>(e.steps.size()); ++k)
    if (e.steps[k].kind == "straddle.cross") {
      EXPECT_EQ(value(e.steps[k], "value"), want[i++]);
    }
  EXPECT_EQ(
      explain::text(e.steps[1], Language::English),
      "AB x AC = 4: the signed area of the parallelogram on AB and AC. Its exact sign is 1, so C lies to "
      "the left of line AB.");
  EXPECT_EQ(explain::text(e.steps[1], Language::Japanese),
            "外積 AB × AC は 4 で、AB と AC が張る平行四辺形の符号付き面積を表します。厳密な符号は 1 なので、"
            "C は直線 AB の左側にあります。");
  EXPECT_EQ(explain::text(e.steps[8], Language::English).substr(0, 25), "Where they cross: (1, 1).");
  EXPECT_EQ(e.steps[1].marks.front().kind, explain::Mark::Kind::Parallelogram);
  EXPECT_EQ(e.steps[1].marks.front().tone, 1);
}

// Touching and collinear: the strict and the inclusive test disagree, and collinear pieces go 1-D.
TEST(Explain, TouchingAndCollinearSegments) {
  auto touch = explain::explain(Segment{{0, 0}, {2, 0}}, Segment{{1, 0}, {1, 3}});
  EXPECT_NE(std::find(kinds(touch).begin(), kinds(touch).end(), "straddle.group.on"), kinds(touch).end());
  EXPECT_EQ(kinds(touch)[kinds(touch).size() - 4], "straddle.verdict.touch");
  auto collinear = explain::explain(Segment{{0, 0}, {2, 0}}, Segment{{3, 0}, {5, 0}});
  const auto k = kinds(collinear);
  EXPECT_NE(std::find(k.begin(), k.end(), "straddle.collinear"), k.end());
  EXPECT_NE(std::find(k.begin(), k.end(), "straddle.verdict.collinear_apart"), k.end());
}

// Seed 000's circles: centers 6 apart, radii 5 and 5: the 3-4-5 triangle, points (3, -4) and (3, 4); the
// seed's Heron construction gives the same here.
TEST(Explain, CircleCrossingPointsAsTheSeedBuildsThem) {
  const auto e = explain::explain(Circle{{0, 0}, 5}, Circle{{6, 0}, 5}, "a1", "a2");
  EXPECT_EQ(kinds(e), (std::vector<std::string>{"circles.sum", "circles.difference",
                                                "circles.verdict.two_points", "circles.points", "result"}));
  const auto& points = e.steps[3];
  EXPECT_EQ(value(points, "along"), 3);
  EXPECT_EQ(value(points, "half"), 4);
  EXPECT_EQ(value(points, "seedHalf"), 4);
  EXPECT_EQ(explain::text(e.steps[0], Language::English).substr(0, 70),
            "The centers are d = 6 apart; the radii add up to r1 + r2 = 10. d is le");
  EXPECT_EQ(explain::text(e.steps[2], Language::Japanese),
            "|r1 - r2| < d < r1 + r2 なので、円周どうしは2点で交わっています。");
}

// Seed 003's four states, one by one; rects sharing an edge touch.
TEST(Explain, RectangleStatesOneByOne) {
  const auto e = explain::explain(Rect{{0, 0}, {1, 1}}, Rect{{1, 0}, {2, 1}}, "e1", "e2");
  EXPECT_EQ(kinds(e),
            (std::vector<std::string>{"rects.state1", "rects.state2", "rects.state3", "rects.state4",
                                      "rects.verdict.meet", "rects.center", "rects.pixels", "result"}));
  EXPECT_EQ(explain::text(e.steps[0], Language::English).substr(0, 78),
            "State 1: is the right end of e1 (1) left of the left end of e2 (1)? No. If any");
  EXPECT_EQ(explain::text(e.steps.back(), Language::English).substr(0, 36),
            "Answer: e1 and e2 are touching (cont");
  const auto apart = explain::explain(Rect{{0, 0}, {1, 1}}, Rect{{3, 0}, {4, 1}});
  EXPECT_EQ(apart.steps[4].kind, "rects.verdict.apart");
}

// Seed 004's triangle and square: the early exit at the first separating axis, then the theorem.
TEST(Explain, SatStopsAtTheFirstSeparatingAxis) {
  const Shape triangle = Polygon{{{5, 2}, {5, 0}, {0, 3}}};
  const Shape square = Polygon{{{6, 1}, {9, 1}, {9, 4}, {6, 4}}};
  const auto e = explain::explain(triangle, square, "A", "B");
  EXPECT_EQ(e.family, "sat");
  const auto k = kinds(e);
  const auto exit = std::find(k.begin(), k.end(), "sat.early_exit");
  ASSERT_NE(exit, k.end());
  EXPECT_EQ(*(exit - 1), "sat.axis.gap");
  EXPECT_EQ(k[k.size() - 3], "sat.verdict.separated");
  EXPECT_EQ(k[k.size() - 2], "sat.theorem");
  // Overlapping: every axis is listed and the mtv closes.
  const auto o = explain::explain(Polygon{{{0, 0}, {4, 0}, {0, 4}}}, Circle{{1, 1}, 1}, "t", "c");
  const auto ko = kinds(o);
  EXPECT_EQ(std::count(ko.begin(), ko.end(), "sat.axis.overlap") +
                std::count(ko.begin(), ko.end(), "sat.axis.overlap.circle"),
            4);
  EXPECT_EQ(ko[ko.size() - 3], "sat.mtv");
  // A concave polygon explains its own error.
  const auto bad = explain::explain(Polygon{{{0, 0}, {4, 0}, {1, 1}, {0, 4}}}, Rect{{5, 5}, {6, 6}});
  EXPECT_EQ(kinds(bad), (std::vector<std::string>{"polygon.invalid", "sat.concave", "result.error"}));
}

// The theorem closes with its own picture. Apart: a green line of points projecting to c, every vertex of
// one shape below c and of the other above, and c between the intervals' near ends. Meeting: the axis of
// least overlap, and no line.
TEST(Explain, SeparatingLineOfTheTheorem) {
  const std::vector<Vec2> triangle{{5, 2}, {5, 0}, {0, 3}}, square{{6, 1}, {9, 1}, {9, 4}, {6, 4}};
  const auto e = explain::explain(Polygon{triangle}, Polygon{square}, "A", "B");
  const explain::Step& theorem = e.steps[e.steps.size() - 2];
  ASSERT_EQ(theorem.kind, "sat.theorem");
  auto value = [&](const explain::Step& s, const std::string& name) {
    for (const auto& v : s.values)
      if (v.name == name) return v.value;
    ADD_FAILURE() << "no value " << name;
    return 0.0;
  };
  const Vec2 n{value(theorem, "nx"), value(theorem, "ny")};
  const double c = value(theorem, "c");
  EXPECT_GT(c, value(theorem, "nearA"));
  EXPECT_LT(c, value(theorem, "nearB"));
  for (Vec2 p : triangle) EXPECT_LT(dot(p, n), c);  // (v flipped where needed: a below c, b above)
  for (Vec2 p : square) EXPECT_GT(dot(p, n), c);
  // The other way round, the axis flips.
  const auto flipped = explain::explain(Polygon{square}, Polygon{triangle}, "B", "A");
  const explain::Step& other = flipped.steps[flipped.steps.size() - 2];
  ASSERT_EQ(other.kind, "sat.theorem");
  for (Vec2 p : square) EXPECT_LT(dot(p, Vec2{value(other, "nx"), value(other, "ny")}), value(other, "c"));
  // Flipped or not, the point c sits on the axis drawn beside the pair.
  for (const explain::Step* s : {&theorem, &other}) {
    auto find = [&](explain::Mark::Kind kind) {
      return *std::find_if(s->marks.begin(), s->marks.end(),
                           [&](const explain::Mark& m) { return m.kind == kind; });
    };
    const explain::Mark axis = find(explain::Mark::Kind::Axis), point = find(explain::Mark::Kind::Point);
    const Vec2 along = axis.q - axis.p;
    EXPECT_NEAR(cross(along, point.p - axis.p) / length(along), 0, 1e-9);
  }
  const auto line = std::find_if(theorem.marks.begin(), theorem.marks.end(), [](const explain::Mark& m) {
    return m.kind == explain::Mark::Kind::Segment && m.tone == 1;
  });
  ASSERT_NE(line, theorem.marks.end());
  EXPECT_NEAR(dot(line->p, n), c, 1e-12);
  EXPECT_NEAR(dot(line->q, n), c, 1e-12);
  EXPECT_EQ(std::count_if(theorem.marks.begin(), theorem.marks.end(),
                          [](const explain::Mark& m) { return m.kind == explain::Mark::Kind::Interval; }),
            2);
  EXPECT_EQ(explain::text(theorem, Language::English).find("{"), std::string::npos);

  const auto o = explain::explain(Polygon{{{0, 0}, {4, 0}, {0, 4}}}, Circle{{1, 1}, 1}, "t", "c");
  const explain::Step& meeting = o.steps[o.steps.size() - 2];
  ASSERT_EQ(meeting.kind, "sat.theorem.meeting");
  double least = INFINITY;
  for (const SatAxis& ax : o.result.sat->axes) least = std::min(least, ax.overlap);
  EXPECT_EQ(value(meeting, "overlap"), least);
  EXPECT_EQ(std::count_if(
                meeting.marks.begin(), meeting.marks.end(),
                [](const explain::Mark& m) { return m.kind == explain::Mark::Kind::Segment && m.tone == 1; }),
            0);
  EXPECT_EQ(explain::text(meeting, Language::Japanese).find("{"), std::string::npos);
}

// Every number a seed step prints is its exact value rounded once (issue 27), held to the oracle
// (rationals and one square root): the straddle test's cross products, a segment's nearest point to a
// point or centre (t, the point, the distance), squared distances and dot products, two circles' d, along
// and half chord, the rect test's centre distances and half sizes, SAT's separating line offset c. On the
// four corpora of generators.h (integers, ulp-nudged, random doubles, tenths).
TEST(Explain, EveryStepNumberIsItsExactValueRoundedOnce) {
  using ref::Q2;
  using Value = oracle::Value;
  long checked = 0;
  auto expect = [&](const explain::Step& s, const std::string& name, const Value& exact) {
    ++checked;
    const double want = oracle::nearest(exact), got = value(s, name);
    EXPECT_EQ(got, want) << s.kind << " " << name << ": " << got << " against " << want;
  };
  auto rational = [](const mpq_class& q) { return oracle::rational(q); };
  auto q = [](Vec2 p) { return ref::q(p); };
  // The nearest point of segment a-b to p: t, the point and the distance.
  auto footValues = [&](const explain::Step& s, Vec2 p, Vec2 a, Vec2 b, bool distance) {
    const Q2 P = q(p), A = q(a), B = q(b), d = ref::sub(B, A);
    const mpq_class L = ref::dt(d, d), u = ref::dt(ref::sub(P, A), d);
    mpq_class t = L == 0 || u <= 0 ? mpq_class(0) : (u >= L ? mpq_class(1) : mpq_class(u / L));
    const Q2 foot{A.x + t * d.x, A.y + t * d.y};
    expect(s, "t", rational(t));
    expect(s, "x", rational(foot.x));
    expect(s, "y", rational(foot.y));
    if (distance) expect(s, "d", oracle::root(ref::dist2Segment(P, A, B)));
  };
  for (int mode = 0; mode < 4; ++mode) {
    Gen g(2700 + mode);
    g.mode = mode;
    for (int i = 0; i < 150; ++i) {
      // Two segments: the four cross products.
      {
        const Segment a = std::get<Segment>(g.shape(ShapeType::Segment)),
                      b = std::get<Segment>(g.shape(ShapeType::Segment));
        const auto e = explain::explain(a, b);
        const Q2 A = q(a.a), B = q(a.b), C = q(b.a), D = q(b.b);
        const mpq_class want[4] = {
            ref::crs(ref::sub(B, A), ref::sub(C, A)), ref::crs(ref::sub(B, A), ref::sub(D, A)),
            ref::crs(ref::sub(D, C), ref::sub(A, C)), ref::crs(ref::sub(D, C), ref::sub(B, C))};
        int k = 0;
        for (const auto& s : e.steps)
          if (k < 4 && s.kind == "straddle.cross") expect(s, "value", rational(want[k++]));
        EXPECT_EQ(k, 4);
      }
      // A segment and a circle: squared distances, dot products, the nearest point and its distance.
      {
        const Segment s = std::get<Segment>(g.shape(ShapeType::Segment));
        const Circle c = std::get<Circle>(g.shape(ShapeType::Circle));
        const auto e = explain::explain(s, c);
        const Q2 A = q(s.a), B = q(s.b), P = q(c.center);
        const explain::Step& ends = stepOf(e, "segcircle.ends");
        expect(ends, "dA2", rational(ref::dt(ref::sub(A, P), ref::sub(A, P))));
        expect(ends, "dB2", rational(ref::dt(ref::sub(B, P), ref::sub(B, P))));
        const explain::Step& angles = stepOf(e, "segcircle.angles");
        expect(angles, "dotA", rational(ref::dt(ref::sub(P, A), ref::sub(B, A))));
        expect(angles, "dotB", rational(ref::dt(ref::sub(P, B), ref::sub(A, B))));
        for (const auto& st : e.steps)
          if (st.kind == "segcircle.foot" || st.kind == "segcircle.end")
            footValues(st, c.center, s.a, s.b, false);
        expect(stepOf(e, "segcircle.distance"), "d", oracle::root(ref::dist2Segment(P, A, B)));
      }
      // A point and a segment.
      {
        const Point p{g.point()};
        const Segment s = std::get<Segment>(g.shape(ShapeType::Segment));
        footValues(stepOf(explain::explain(p, s), "other.point_segment"), p.p, s.a, s.b, true);
      }
      // Two circles: d, along, half chord (two points only).
      {
        const Circle a = std::get<Circle>(g.shape(ShapeType::Circle)),
                     b = std::get<Circle>(g.shape(ShapeType::Circle));
        if (a.center == b.center) continue;
        const auto e = explain::explain(a, b);
        const Q2 d = ref::sub(q(b.center), q(a.center));
        const mpq_class D = ref::dt(d, d), r1 = a.radius, r2 = b.radius, P = D + r1 * r1 - r2 * r2;
        expect(stepOf(e, "circles.sum"), "d", oracle::root(D));
        for (const auto& st : e.steps)
          if (st.kind == "circles.points") {
            expect(st, "along", Value{0, P / (2 * D), D});
            const mpq_class K = ((r1 + r2) * (r1 + r2) - D) * (D - (r1 - r2) * (r1 - r2));
            expect(st, "half", oracle::root(K / (4 * D)));
          }
      }
      // Two rects: centre distances and half sizes.
      {
        const Rect a = std::get<Rect>(g.shape(ShapeType::Rect)), b = std::get<Rect>(g.shape(ShapeType::Rect));
        const auto e = explain::explain(a, b);
        const explain::Step& center = stepOf(e, "rects.center");
        auto m = [](double x) { return mpq_class(x); };
        expect(center, "dx", rational(abs(m(a.min.x) + m(a.max.x) - m(b.min.x) - m(b.max.x)) / 2));
        expect(center, "dy", rational(abs(m(a.min.y) + m(a.max.y) - m(b.min.y) - m(b.max.y)) / 2));
        expect(center, "hx", rational((m(a.max.x) - m(a.min.x) + m(b.max.x) - m(b.min.x)) / 2));
        expect(center, "hy", rational((m(a.max.y) - m(a.min.y) + m(b.max.y) - m(b.min.y)) / 2));
      }
      // Two polygons apart: c is the midpoint of the printed near ends; each gap is minus the overlap.
      {
        const Shape a = g.shape(ShapeType::Polygon), b = g.shape(ShapeType::Polygon);
        const auto e = explain::explain(a, b);
        for (const auto& st : e.steps) {
          if (st.kind.rfind("sat.axis", 0) == 0) {
            EXPECT_EQ(value(st, "gap"), -value(st, "overlap"));
          }
          if (st.kind == "sat.theorem") {
            expect(st, "c", rational((mpq_class(value(st, "nearA")) + mpq_class(value(st, "nearB"))) / 2));
          }
        }
      }
    }
  }
  EXPECT_GT(checked, 10000);
  std::printf("%ld step numbers checked\n", checked);
}

// Every pair type, random and degenerate: at least two steps, the answer last, every kind and word in both
// tables, no placeholder left unfilled.
TEST(Explain, EveryPairTypeIsExplainedInBothLanguages) {
  std::set<std::string> families;
  int explained = 0;
  for (auto [ta, tb] : allFamilies())
    for (int mode = 0; mode < 4; ++mode) {
      Gen g(500 + mode);
      g.mode = mode;
      for (int i = 0; i < 60; ++i) {
        const Shape a = g.shape(ta), b = g.shape(tb);
        for (bool flip : {false, true}) {
          const auto e = flip ? explain::explain(b, a) : explain::explain(a, b);
          families.insert(e.family);
          ASSERT_GE(e.steps.size(), 2u);
          const std::string& last = e.steps.back().kind;
          ASSERT_TRUE(last == "result" || last == "result.error") << last;
          // The answer explained is evaluate's, and the last step states it: relation and containment as
          // the exact reference has them, the points, distance and depth bit for bit.
          const Shape& x = flip ? b : a;
          const Shape& y = flip ? a : b;
          PairResult want = evaluate(x, y);
          roundPrinted(x, y, want);
          ASSERT_EQ(e.result.relation, want.relation);
          ASSERT_EQ(e.result.containment, want.containment);
          ASSERT_EQ(e.result.points, want.points);
          ASSERT_EQ(std::memcmp(&e.result.distance, &want.distance, sizeof(double)), 0);
          ASSERT_EQ(std::memcmp(&e.result.depth, &want.depth, sizeof(double)), 0);
          if (last == "result") {
            ASSERT_EQ(e.result.relation, ref::relation(x, y));
            const auto& words = e.steps.back().words;
            auto word = [&](const std::string& name) {
              for (const auto& w : words)
                if (w.name == name) return w.text;
              return std::string();
            };
            // ("@name": the table's word; compared without building "@" + name, which GCC 12 warns about.)
            const std::string rel = word("relation"), con = word("containment");
            ASSERT_TRUE(!rel.empty() && rel[0] == '@' && rel.substr(1) == relationName(want.relation)) << rel;
            ASSERT_TRUE(!con.empty() && con[0] == '@' && con.substr(1) == containmentName(want.containment))
                << con;
          }
          const std::string formulaEn = explain::formula(e, Language::English),
                            formulaJa = explain::formula(e, Language::Japanese);
          ASSERT_EQ(formulaEn.empty(), e.family == "other") << e.family;
          ASSERT_EQ(formulaJa.empty(), e.family == "other") << e.family;
          for (const auto& s : e.steps) {
            // The part a step computes is in the formula, verbatim, in both languages.
            if (!s.formulaPart.empty()) {
              ASSERT_NE(formulaEn.find(s.formulaPart), std::string::npos) << s.kind << ": " << s.formulaPart;
              ASSERT_NE(formulaJa.find(s.formulaPart), std::string::npos) << s.kind << ": " << s.formulaPart;
            }
          }
          for (const auto& s : e.steps)
            for (Language lang : {Language::English, Language::Japanese}) {
              ASSERT_TRUE(explain::hasText(s.kind, lang)) << s.kind;
              const std::string t = explain::text(s, lang);
              ASSERT_EQ(t.find('{'), std::string::npos) << t;
              ASSERT_EQ(t.find('@'), std::string::npos) << t;
            }
          ++explained;
        }
      }
    }
  EXPECT_EQ(families, (std::set<std::string>{"segment-segment", "segment-circle", "circle-circle",
                                             "rect-rect", "sat", "grown", "other"}));
  EXPECT_EQ(explained, kShapeTypeCount * (kShapeTypeCount + 1) / 2 * 4 * 60 * 2);
}

// The formula beside the steps: the article's test in our notation (ASCII and the middle dot), each step's
// part of it.
TEST(Explain, FormulaBesideTheSteps) {
  const auto e = explain::explain(Segment{{0, 0}, {2, 2}}, Segment{{0, 2}, {2, 0}});
  EXPECT_EQ(explain::formula(e, Language::English), "tc·td < 0 and ta·tb < 0");
  EXPECT_EQ(explain::formula(e, Language::Japanese), "tc·td < 0 かつ ta·tb < 0");
  std::vector<std::string> parts;
  for (const auto& s : e.steps) parts.push_back(s.formulaPart);
  EXPECT_EQ(parts,
            (std::vector<std::string>{"", "tc", "td", "tc·td < 0", "ta", "tb", "ta·tb < 0", "", "", "", ""}));
  const auto circles = explain::explain(Circle{{0, 0}, 5}, Circle{{6, 0}, 5});
  EXPECT_EQ(circles.steps[0].formulaPart, "d < r1 + r2");
  const auto rects = explain::explain(Rect{{0, 0}, {1, 1}}, Rect{{3, 0}, {4, 1}});
  EXPECT_EQ(rects.steps[0].formulaPart, "a.right < b.left");
  const auto sat =
      explain::explain(Polygon{{{5, 2}, {5, 0}, {0, 3}}}, Polygon{{{6, 1}, {9, 1}, {9, 4}, {6, 4}}});
  for (const auto& s : sat.steps)
    if (s.kind == "sat.axis.gap") {
      EXPECT_EQ(s.formulaPart, "max(A·v) < min(B·v)");
    }
  // Only ASCII and the middle dot in the formulas' English.
  for (const auto* f : {&e, &circles, &rects, &sat}) {
    std::string english = explain::formula(*f, Language::English);
    for (std::size_t at; (at = english.find("·")) != std::string::npos;) english.erase(at, 2);
    for (char c : english)
      EXPECT_TRUE(static_cast<unsigned char>(c) < 128) << explain::formula(*f, Language::English);
  }
  EXPECT_EQ(explain::formula(explain::explain(Point{{0, 0}}, Point{{1, 1}}), Language::English), "");
}

// [SECTION] Golden texts: every family on ordinary, touching, collinear, tangent, contained and invalid cases

struct Case {
  const char* name;
  Shape a, b;
};

const std::vector<Case>& goldenCases() {
  static const std::vector<Case> kCases = {
      // Segments (the overview article, the segment article)
      {"segments_cross", Segment{{0, 0}, {2, 2}}, Segment{{0, 2}, {2, 0}}},
      {"segments_touch", Segment{{0, 0}, {2, 0}}, Segment{{1, 0}, {1, 3}}},
      {"segments_apart", Segment{{0, 0}, {2, 0}}, Segment{{0, 1}, {2, 3}}},
      {"segments_collinear_apart", Segment{{0, 0}, {2, 0}}, Segment{{3, 0}, {5, 0}}},
      {"segments_collinear_touch", Segment{{0, 0}, {2, 0}}, Segment{{2, 0}, {4, 0}}},
      {"segments_collinear_overlap", Segment{{0, 0}, {4, 0}}, Segment{{2, 0}, {6, 0}}},
      // Segment and circle (the segment-circle article)
      {"segcircle_cross", Segment{{-3, 0}, {3, 0}}, Circle{{0, 1}, 2}},
      {"segcircle_tangent", Segment{{-3, 0}, {3, 0}}, Circle{{0, 2}, 2}},
      {"segcircle_right_angle_tangent", Segment{{0, 0}, {4, 0}}, Circle{{4, 3}, 3}},
      {"segcircle_contained", Segment{{-1, 0}, {1, 0}}, Circle{{0, 0}, 3}},
      {"segcircle_apart_obtuse", Segment{{0, 0}, {1, 0}}, Circle{{5, 1}, 1}},
      // Circles (the overview article)
      {"circles_two_points", Circle{{0, 0}, 5}, Circle{{6, 0}, 5}},
      {"circles_outside_tangent", Circle{{0, 0}, 2}, Circle{{5, 0}, 3}},
      {"circles_inside_tangent", Circle{{0, 0}, 5}, Circle{{2, 0}, 3}},
      {"circles_contained", Circle{{0, 0}, 5}, Circle{{1, 0}, 1}},
      {"circles_apart", Circle{{0, 0}, 1}, Circle{{5, 0}, 1}},
      {"circles_same", Circle{{0, 0}, 2}, Circle{{0, 0}, 2}},
      // Rectangles (the rectangle article, the overview article)
      {"rects_overlap", Rect{{0, 0}, {2, 2}}, Rect{{1, 1}, {3, 3}}},
      {"rects_touch_edge", Rect{{0, 0}, {1, 1}}, Rect{{1, 0}, {2, 1}}},
      {"rects_touch_corner", Rect{{0, 0}, {1, 1}}, Rect{{1, 1}, {2, 2}}},
      {"rects_apart_one_axis_equal", Rect{{0, 0}, {1, 1}}, Rect{{1, 3}, {2, 4}}},
      {"rects_contained", Rect{{0, 0}, {4, 4}}, Rect{{1, 1}, {2, 2}}},
      // Separating axis test (the separating hyperplane article)
      {"sat_apart", Polygon{{{5, 2}, {5, 0}, {0, 3}}}, Polygon{{{6, 1}, {9, 1}, {9, 4}, {6, 4}}}},
      {"sat_apart_gap_is_distance", Polygon{{{1.4, -2.0}, {1.7, 0.5}, {1.0, -0.5}}},
       Polygon{{{6.300000000000001, -0.8999999999999999}, {6.6000000000000005, 1.4}, {4.1, -1.9}}}},
      {"sat_touch_vertex", Polygon{{{1, -5}, {3, -8}, {-7, 8}}}, Polygon{{{-15, 21}, {-17, 24}, {-7, 8}}}},
      {"sat_touch_edge", Polygon{{{5, 0}, {6, 0}, {7, 0}, {6, 1}}}, Polygon{{{5, 0}, {7, 0}, {6, -2}}}},
      {"sat_overlap", Polygon{{{0, 0}, {4, 0}, {0, 4}}}, Polygon{{{1, 1}, {5, 1}, {1, 5}}}},
      {"sat_contained", Polygon{{{0, 0}, {10, 0}, {10, 10}, {0, 10}}}, Polygon{{{2, 2}, {3, 2}, {2, 3}}}},
      {"sat_circle_overlap", Polygon{{{0, 0}, {4, 0}, {0, 4}}}, Circle{{1, 1}, 1}},
      {"sat_circle_axis_apart", Rect{{0, 0}, {1, 1}}, Circle{{2, 2}, 1}},
      {"sat_circle_tangent", Rect{{0, 0}, {1, 1}}, Circle{{2, 0.5}, 1}},
      {"sat_flat_rect_across_circle", Rect{{2, -2}, {2, 2}}, Circle{{2, 0}, 2.5}},
      {"sat_invalid_concave", Polygon{{{0, 0}, {4, 0}, {1, 1}, {0, 4}}}, Rect{{5, 5}, {6, 6}}},
      {"sat_invalid_self_intersecting", Polygon{{{0, 0}, {2, 2}, {2, 0}, {0, 2}}}, Rect{{5, 5}, {6, 6}}},
      {"sat_invalid_zero_area", Polygon{{{0, 0}, {1, 1}, {2, 2}}}, Rect{{5, 5}, {6, 6}}},
      // Other pairs
      {"point_segment", Point{{1, 1}}, Segment{{0, 0}, {2, 0}}},
      {"point_on_circle", Point{{0, 2}}, Circle{{0, 0}, 2}},
      {"point_in_polygon", Point{{1, 1}}, Polygon{{{0, 0}, {4, 0}, {0, 4}}}},
      {"point_point_same", Point{{1, 2}}, Point{{1, 2}}},
      {"segment_rect_cross", Segment{{-1, 0.5}, {2, 0.5}}, Rect{{0, 0}, {1, 1}}},
      {"segment_rect_apart", Segment{{3, 0}, {3, 1}}, Rect{{0, 0}, {1, 1}}},
      {"segment_invalid_polygon", Segment{{-1, 0}, {-1, 1}}, Polygon{{{0, 0}, {4, 0}, {1, 1}, {0, 4}}}},
  };
  return kCases;
}

// Every step's text, one paragraph each.
std::string fullText(const explain::Explanation& e, Language lang) {
  std::string out;
  for (const auto& s : e.steps)
    out.append(out.empty() ? "" : "\n").append(explain::text(s, lang)).append("\n");
  return out;
}

// The golden files: tests/golden/explain/<case>.<en|ja>.txt. To regenerate them after a deliberate change
// of the texts, run the test with HITLAB_UPDATE_GOLDEN=1 (then read the diff).
TEST(Explain, GoldenTexts) {
  const std::string dir = std::string(HITLAB_SAMPLES_DIR) + "/../golden/explain/";
  const bool update = std::getenv("HITLAB_UPDATE_GOLDEN") != nullptr;
  for (const Case& c : goldenCases()) {
    const auto e = explain::explain(c.a, c.b, "a", "b");
    for (Language lang : {Language::English, Language::Japanese}) {
      std::string path = dir;
      path.append(c.name).append(lang == Language::English ? ".en.txt" : ".ja.txt");
      const std::string text = fullText(e, lang);
      if (update) {
        std::ofstream(path, std::ios::binary) << text;
        continue;
      }
      std::ifstream in(path, std::ios::binary);
      ASSERT_TRUE(in) << path << " is missing (HITLAB_UPDATE_GOLDEN=1 writes it)";
      std::stringstream want;
      want << in.rdbuf();
      EXPECT_EQ(text, want.str()) << path << " (HITLAB_UPDATE_GOLDEN=1 rewrites it)";
    }
  }
}

// The golden cases and a random sample of every pair type, in both languages: each with its explanation.
std::vector<explain::Explanation> sampleExplanations() {
  std::vector<explain::Explanation> out;
  for (const Case& c : goldenCases()) out.push_back(explain::explain(c.a, c.b, "a", "b"));
  for (auto [ta, tb] : allFamilies())
    for (int mode = 0; mode < 4; ++mode) {
      Gen g(900 + mode);
      g.mode = mode;
      for (int i = 0; i < 12; ++i) {
        const Shape a = g.shape(ta), b = g.shape(tb);
        out.push_back(explain::explain(a, b, "p", "q"));
        out.push_back(explain::explain(b, a, "p", "q"));
        const Vec2 va{g.coord(), g.coord()}, vb{i % 3 == 0 ? g.coord() : 0, 0};  // (and in motion)
        out.push_back(explain::explainMotion(a, va, b, vb, "p", "q"));
      }
    }
  return out;
}

// "-0" standing as a number (not "-0.5", not "x-0" in a word).
bool hasNegativeZero(const std::string& t) {
  for (std::size_t at = t.find("-0"); at != std::string::npos; at = t.find("-0", at + 1)) {
    const char before = at == 0 ? ' ' : t[at - 1], after = at + 2 < t.size() ? t[at + 2] : ' ';
    if (std::isalnum(static_cast<unsigned char>(before)) || before == '.') continue;
    if (std::isdigit(static_cast<unsigned char>(after)) || after == '.' || after == 'e') continue;
    return true;
  }
  return false;
}

TEST(Explain, NoNegativeZeroInAnyText) {
  EXPECT_TRUE(hasNegativeZero("(-0, 1)"));
  EXPECT_FALSE(hasNegativeZero("(-0.5, 1) x-0 1e-07"));
  for (const auto& e : sampleExplanations())
    for (const auto& s : e.steps)
      for (Language lang : {Language::English, Language::Japanese})
        EXPECT_FALSE(hasNegativeZero(explain::text(s, lang))) << explain::text(s, lang);
}

// The Japanese texts hold no English: every run of 3 or more ASCII letters is an identifier, a formula's
// name or the project's (the allowlist); words like "and", "or", "the" never appear.
TEST(Explain, JapaneseHasNoEnglishSentence) {
  static const std::set<std::string> kAllowed = {"hitlab", "NumPy", "np.cross", "atan2", "double", "SIMD",
                                                 "View",   "Batch", "view",     "min",   "max",    "sin"};
  for (const auto& e : sampleExplanations())
    for (const auto& s : e.steps) {
      const std::string t = explain::text(s, Language::Japanese);
      for (std::size_t i = 0; i < t.size();) {
        if (!std::isalpha(static_cast<unsigned char>(t[i]))) {
          ++i;
          continue;
        }
        std::size_t j = i;
        while (j < t.size() && (std::isalnum(static_cast<unsigned char>(t[j])) || t[j] == '.' || t[j] == '_'))
          ++j;
        std::string word = t.substr(i, j - i);
        while (!word.empty() && word.back() == '.') word.pop_back();
        std::size_t letters = 0;
        for (char c : word) letters += std::isalpha(static_cast<unsigned char>(c)) ? 1 : 0;
        if (letters >= 3) {
          EXPECT_TRUE(kAllowed.count(word)) << "'" << word << "' in " << s.kind << ": " << t;
        }
        i = j;
      }
    }
  for (const auto& e : sampleExplanations()) {
    const std::string f = explain::formula(e, Language::Japanese);
    EXPECT_EQ(f.find(" and "), std::string::npos) << f;
    EXPECT_EQ(f.find(" or "), std::string::npos) << f;
  }
}

// The separating axis test's sentences follow the pair's exact relation: apart has a gap on some axis and
// the theorem's line; touching has no gap, an axis whose intervals share only an end, and the theorem's
// non-strict line; overlapping has neither.
TEST(Explain, SatSentencesFollowTheExactRelation) {
  for (const auto& e : sampleExplanations()) {
    if (e.family != "sat" || !e.result.error.empty()) continue;
    std::set<std::string> kinds;
    for (const auto& s : e.steps) kinds.insert(s.kind);
    const bool gap = kinds.count("sat.axis.gap") || kinds.count("sat.axis.gap.tiny");
    const bool touch = kinds.count("sat.axis.touch") > 0;
    std::string pair;
    for (const auto& s : e.steps) pair.append(explain::text(s, Language::English)).append("\n");
    switch (e.result.relation) {
      case Relation::Disjoint:
        EXPECT_TRUE(gap) << pair;
        EXPECT_TRUE(kinds.count("sat.theorem") || kinds.count("sat.theorem.circle")) << pair;
        break;
      case Relation::Touching:
        EXPECT_TRUE(!gap && touch && kinds.count("sat.theorem.touching")) << pair;
        break;
      case Relation::Overlapping:
        EXPECT_TRUE(!gap && kinds.count("sat.theorem.meeting")) << pair;
        break;
    }
  }
}

// The answer the explanation states is evaluate()'s: relation, containment, points, distance (or its error).
TEST(Explain, ExplainedAnswerIsEvaluates) {
  for (const Case& c : goldenCases())
    for (bool flip : {false, true}) {
      const Shape &a = flip ? c.b : c.a, &b = flip ? c.a : c.b;
      const auto e = explain::explain(a, b, "a", "b");
      const PairResult want = evaluate(a, b, "a", "b");
      const explain::Step& last = e.steps.back();
      ASSERT_EQ(e.result.error, want.error) << c.name;
      if (!want.error.empty()) {
        EXPECT_EQ(last.kind, "result.error") << c.name;
        continue;
      }
      ASSERT_EQ(last.kind, "result") << c.name;
      auto word = [&](const std::string& name) {
        for (const auto& w : last.words)
          if (w.name == name) return w.text;
        return std::string();
      };
      EXPECT_EQ(word("relation"), std::string("@").append(relationName(want.relation))) << c.name;
      EXPECT_EQ(word("containment"), std::string("@").append(containmentName(want.containment))) << c.name;
      EXPECT_EQ(value(last, "points"), static_cast<double>(want.points.size())) << c.name;
      EXPECT_EQ(value(last, "distance"), want.distance) << c.name;
      std::vector<Vec2> marked;
      for (const auto& m : last.marks)
        if (m.kind == explain::Mark::Kind::Point) marked.push_back(m.p);
      EXPECT_EQ(marked, want.points) << c.name;
      // (and the text says the same words)
      EXPECT_TRUE(has(explain::text(last, Language::English),
                      std::string(" are ").append(relationName(want.relation))))
          << explain::text(last, Language::English);
    }
}

TEST(Explain, BothTablesHoldTheSameKeys) {
  const auto keys = explain::textKeys();
  EXPECT_GT(keys.size(), 60u);
  for (const auto& k : keys) {
    EXPECT_TRUE(explain::hasText(k, Language::English)) << k;
    EXPECT_TRUE(explain::hasText(k, Language::Japanese)) << k;
  }
  // (Each key once: one entry holds both languages.)
  std::set<std::string> unique(keys.begin(), keys.end());
  EXPECT_EQ(unique.size(), keys.size());
}

// [SECTION] Sentences that were wrong for touching and collinear shapes (issue 28)

// Collinear segments apart on their line: the strict form says no, the inclusive form as the segment
// article's code writes it (every product is 0, so 0 <= 0) says yes; the exact answer is disjoint.
TEST(Explain, CollinearSegmentsApartSayWhatEachFormAnswers) {
  const auto e = explain::explain(Segment{{0, 0}, {2, 0}}, Segment{{3, 0}, {5, 0}});
  ASSERT_EQ(e.result.relation, Relation::Disjoint);
  const explain::Step& verdict = stepOf(e, "straddle.verdict");
  const std::string en = explain::text(verdict, Language::English);
  EXPECT_FALSE(has(en, "both the < 0 and the <= 0 test say no")) << en;
  EXPECT_TRUE(has(en, "<= 0") && has(en, "yes") && has(en, "disjoint")) << en;
  const std::string ja = explain::text(verdict, Language::Japanese);
  EXPECT_FALSE(has(ja, "<= 0 の判定も「交差しない」")) << ja;
  EXPECT_TRUE(has(ja, "<= 0")) << ja;
}

// Collinear segments sharing a piece are overlapping, never said to touch, and every shared point is
// printed.
TEST(Explain, CollinearOverlappingSegmentsNameEveryPoint) {
  const auto e = explain::explain(Segment{{0, 0}, {4, 0}}, Segment{{2, 0}, {6, 0}});
  ASSERT_EQ(e.result.relation, Relation::Overlapping);
  ASSERT_EQ(e.result.points.size(), 2u);
  for (const auto& s : e.steps) {
    const std::string en = explain::text(s, Language::English);
    EXPECT_FALSE(has(en, "touch")) << s.kind << ": " << en;
    EXPECT_FALSE(has(explain::text(s, Language::Japanese), "接している")) << s.kind;
  }
  const explain::Step& where = stepOf(e, "straddle.piece");
  for (Vec2 p : e.result.points)
    for (Language lang : {Language::English, Language::Japanese}) {
      std::string point = "(";
      point.append(explain::shortest(p.x)).append(", ").append(explain::shortest(p.y)).append(")");
      EXPECT_TRUE(has(explain::text(where, lang), point)) << explain::text(where, lang);
    }
}

// Two triangles touching at a vertex (b is a reflected through it, exactly): on the axes whose intervals
// share an end exactly, the rounded projections differ by an ulp or so; the text says what the exact
// comparison says and never prints a rounded overlap.
TEST(Explain, PolygonsTouchingAtAVertexShareAnEndExactly) {
  const Shape a = Polygon{{{1, -5}, {3, -8}, {-7, 8}}};
  const Shape b = Polygon{{{-15, 21}, {-17, 24}, {-7, 8}}};
  const auto e = explain::explain(a, b, "A", "B");
  ASSERT_EQ(e.result.relation, Relation::Touching);
  // The case: evaluate() alone leaves overlaps a rounding away from 0 (projections that do not share the
  // end); Explain prints them rounded once, the exact 0.
  int noisy = 0;
  const PairResult raw = evaluate(a, b);
  for (const SatAxis& ax : raw.sat->axes) noisy += ax.overlap != 0 && std::fabs(ax.overlap) < 1e-9;
  ASSERT_GT(noisy, 0);
  for (const SatAxis& ax : e.result.sat->axes) EXPECT_FALSE(ax.overlap != 0 && std::fabs(ax.overlap) < 1e-9);
  for (const auto& s : e.steps) {
    if (s.kind.rfind("sat.axis", 0) != 0) continue;
    EXPECT_NE(s.kind, "sat.axis.overlap") << explain::text(s, Language::English);
    EXPECT_FALSE(has(explain::text(s, Language::English), "overlap by"))
        << explain::text(s, Language::English);
    EXPECT_FALSE(has(explain::text(s, Language::English), "e-16")) << explain::text(s, Language::English);
  }
}

// Touching shapes: no line strictly separates them, but one with each on its closed side does; never "no
// separating line exists".
TEST(Explain, TouchingShapesSayWhichFormOfSeparation) {
  const Shape a = Polygon{{{1, -5}, {3, -8}, {-7, 8}}};
  const Shape b = Polygon{{{-15, 21}, {-17, 24}, {-7, 8}}};
  for (const auto& e :
       {explain::explain(a, b), explain::explain(Rect{{0, 0}, {1, 1}}, Circle{{2, 0.5}, 1}),
        explain::explain(Polygon{{{0, 0}, {3, 0}, {0, 3}}}, Polygon{{{1, 2}, {3, 3}, {1, 4}}})}) {
    ASSERT_EQ(e.result.relation, Relation::Touching);
    const explain::Step& theorem = stepOf(e, "sat.theorem");
    const std::string en = explain::text(theorem, Language::English);
    EXPECT_FALSE(has(en, "no separating line exists")) << en;
    EXPECT_TRUE(has(en, "strictly")) << en;
  }
}

// A circle's own axis separates a rect from a circle near its corner: the line is then not parallel to an
// edge.
TEST(Explain, CircleAxisSeparatesNotAnEdge) {
  const auto e = explain::explain(Rect{{0, 0}, {1, 1}}, Circle{{2, 2}, 1}, "sq", "c");
  ASSERT_EQ(e.result.sat->axes[e.result.sat->firstSeparating].edge, -1);
  const std::string en = explain::text(stepOf(e, "sat.theorem"), Language::English);
  EXPECT_FALSE(has(en, "parallel to an edge")) << en;
  EXPECT_TRUE(has(en, "circle's axis")) << en;
  const auto edge =
      explain::explain(Polygon{{{5, 2}, {5, 0}, {0, 3}}}, Polygon{{{6, 1}, {9, 1}, {9, 4}, {6, 4}}});
  EXPECT_TRUE(has(explain::text(stepOf(edge, "sat.theorem"), Language::English), "edge"));
}

// No "-0" anywhere; a gap that is the pair's distance is printed as the distance is.
TEST(Explain, NoNegativeZeroAndOneNumberForOneDistance) {
  EXPECT_EQ(explain::shortest(-0.0), "0");
  const auto e = explain::explain(Polygon{{{0, 0}, {3, 0}, {0, 3}}}, Polygon{{{1, 2}, {3, 3}, {1, 4}}});
  for (const auto& s : e.steps)
    for (Language lang : {Language::English, Language::Japanese})
      EXPECT_FALSE(has(explain::text(s, lang), "-0)") || has(explain::text(s, lang), "-0,") ||
                   has(explain::text(s, lang), "-0]"))
          << explain::text(s, lang);
  const auto apart = explain::explain(
      Polygon{{{1.4, -2.0}, {1.7, 0.5}, {1.0, -0.5}}},
      Polygon{{{6.300000000000001, -0.8999999999999999}, {6.6000000000000005, 1.4}, {4.1, -1.9}}});
  const std::string distance = explain::shortest(apart.result.distance);
  ASSERT_EQ(distance, "2.668852941852846");
  const std::string gap = explain::text(stepOf(apart, "sat.axis.gap"), Language::English);
  EXPECT_TRUE(has(gap, distance)) << gap;
}

// A concave polygon: the Japanese text is Japanese throughout, and the vertex it refers to is marked.
TEST(Explain, ConcavePolygonInJapaneseWithItsVertexMarked) {
  const auto bad = explain::explain(Polygon{{{0, 0}, {4, 0}, {1, 1}, {0, 4}}}, Rect{{5, 5}, {6, 6}});
  for (const auto& s : bad.steps) {
    const std::string ja = explain::text(s, Language::Japanese);
    for (const char* english : {"not convex", "reflex", "polygon", "vertex"})
      EXPECT_FALSE(has(ja, english)) << ja;
  }
  const explain::Step& concave = stepOf(bad, "sat.concave");
  const auto mark = std::find_if(concave.marks.begin(), concave.marks.end(), [](const explain::Mark& m) {
    return m.kind == explain::Mark::Kind::Point && m.tone == 2;
  });
  ASSERT_NE(mark, concave.marks.end());
  EXPECT_EQ(mark->p, (Vec2{1, 1}));
}

// The rectangles' center form: touching needs one axis equal and the other less; either greater is apart.
TEST(Explain, RectangleCenterFormSaysWhenTheyTouch) {
  const auto e = explain::explain(Rect{{0, 0}, {1, 1}}, Rect{{1, 3}, {2, 4}});
  ASSERT_EQ(e.result.relation, Relation::Disjoint);
  const std::string en = explain::text(stepOf(e, "rects.center"), Language::English);
  EXPECT_FALSE(has(en, "touch when one is equal.")) << en;
  EXPECT_TRUE(has(en, "the other less") && has(en, "either is greater")) << en;
}

// Segment and circle: the article's angles are acute or right (dot >= 0), and its r in |r sin θ| is the
// distance from the end to the centre, not the radius.
TEST(Explain, SegmentCircleAnglesAcuteOrRightAndTheArticlesR) {
  const auto e = explain::explain(Segment{{0, 0}, {4, 0}}, Circle{{2, 1}, 2});
  const explain::Step& angles = stepOf(e, "segcircle.angles");
  EXPECT_TRUE(has(explain::text(angles, Language::English), "acute or right"))
      << explain::text(angles, Language::English);
  EXPECT_TRUE(has(explain::text(angles, Language::English), ">= 0"));
  EXPECT_TRUE(has(explain::text(angles, Language::Japanese), "直角"));
  const explain::Step& foot = stepOf(e, "segcircle.foot");
  EXPECT_TRUE(has(explain::text(foot, Language::English), "not the circle's radius"))
      << explain::text(foot, Language::English);
  EXPECT_TRUE(has(explain::text(foot, Language::Japanese), "円の半径ではありません"));
}

TEST(Explain, NumbersInTheirShortestForm) {
  EXPECT_EQ(explain::shortest(0.1), "0.1");
  EXPECT_EQ(explain::shortest(10), "10");
  EXPECT_EQ(explain::shortest(5e-324), "5e-324");
  EXPECT_EQ(explain::shortest(1e300), "1e+300");
  EXPECT_EQ(explain::shortest(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(explain::shortest(1.3877787807814457e-17), "1.3877787807814457e-17");
}

// Readable numbers (the app's default: 4 significant digits): exact when they are that short or whole,
// rounded after "≈" otherwise, never "-0".
TEST(Explain, ReadableNumbers) {
  EXPECT_EQ(explain::readable(0.1, 4), "0.1");
  EXPECT_EQ(explain::readable(12.5, 4), "12.5");
  EXPECT_EQ(explain::readable(400, 4), "400");
  EXPECT_EQ(explain::readable(123456, 4), "123456");  // (whole: a count or a coordinate, never rounded)
  EXPECT_EQ(explain::readable(std::sqrt(2.0), 4), "\u22481.414");
  EXPECT_EQ(explain::readable(-std::sqrt(0.5), 4), "\u2248-0.7071");
  EXPECT_EQ(explain::readable(0.1 + 0.2, 4), "\u22480.3");
  EXPECT_EQ(explain::readable(400000000000000.06, 4), "\u22484e14");
  EXPECT_EQ(explain::readable(7.0710678118654757e-05, 4), "\u22487.071e-5");
  EXPECT_EQ(explain::readable(-0.0, 4), "0");
  EXPECT_EQ(explain::readable(-1e-300, 4), "-1e-300");
  EXPECT_EQ(explain::readable(std::sqrt(2.0), 0), "1.4142135623730951");
}

// The numbers of a text as the pattern (\d+\.?\d*)(e-?\d+)? finds them, left to right: each one's mantissa
// and whole spelling. (A scan, not std::regex: the test below reads every step of every sample, and
// std::regex took 25 s of the sanitizer build's tests there.)
std::vector<std::pair<std::string, std::string>> numbersIn(const std::string& t) {
  const auto digit = [&](size_t i) { return i < t.size() && t[i] >= '0' && t[i] <= '9'; };
  std::vector<std::pair<std::string, std::string>> found;
  for (size_t i = 0; i < t.size();) {
    if (!digit(i)) {
      ++i;
      continue;
    }
    const size_t start = i;
    while (digit(i)) ++i;
    if (i < t.size() && t[i] == '.') ++i;
    while (digit(i)) ++i;
    const size_t mantissaEnd = i;
    if (i < t.size() && t[i] == 'e') {
      size_t j = i + 1;
      if (j < t.size() && t[j] == '-') ++j;
      if (digit(j)) {
        while (digit(j)) ++j;
        i = j;
      }
    }
    found.emplace_back(t.substr(start, mantissaEnd - start), t.substr(start, i - start));
  }
  return found;
}

// Held to std::regex's own matches of the pattern, on texts with every case the scan tells apart.
TEST(Explain, NumbersInReadsThemAsThePatternDoes) {
  const std::regex number(R"((\d+\.?\d*)(e-?\d+)?)");
  for (const std::string t :
       {"c1 at 2.50, 1e-7 and 3.e5x, 4e-, 7.", "no digits", "0.000125e12.5e-3", "9e", ""}) {
    std::vector<std::pair<std::string, std::string>> byPattern;
    for (std::sregex_iterator it(t.begin(), t.end(), number), end; it != end; ++it)
      byPattern.emplace_back((*it)[1], (*it)[0]);
    EXPECT_EQ(numbersIn(t), byPattern) << t;
  }
  EXPECT_EQ(numbersIn("c1 at 2.50").size(), 2u);
}

// With 4 digits, every number of every text of the golden cases and the random sample has at most 4
// significant digits, or is a whole number under 10^9 written in full.
TEST(Explain, NoNumberWiderThanTheSetting) {
  for (const auto& e : sampleExplanations())
    for (const auto& s : e.steps)
      for (Language lang : {Language::English, Language::Japanese}) {
        const std::string t = explain::text(s, lang, 4);
        EXPECT_FALSE(hasNegativeZero(t)) << t;
        for (const auto& [mantissa, spelled] : numbersIn(t)) {
          if (mantissa.find('.') == std::string::npos && std::stod(mantissa) < 1e9) continue;
          int significant = 0;
          bool started = false;
          for (char c : mantissa) {
            if (c >= '1' && c <= '9') started = true;
            if (started && c >= '0' && c <= '9') ++significant;
          }
          EXPECT_LE(significant, 4) << spelled << " in " << t;
        }
      }
}

// [SECTION] In motion: how the time of impact is found

// The bullet and the wall (straight outlines: the axes with velocities), two disks head on and passing at
// exactly the radius sum (the quadratic), a capsule onto a rounded box (the sweep); every time the one
// timeOfImpact gives.
TEST(Explain, TimeOfImpactStepsReadTheCoresNumbers) {
  const Shape bullet = Point{{-1, 0}}, wall = Rect{{0, -1}, {0.1, 1}};
  explain::Explanation e = explain::explainMotion(bullet, {3, 0}, wall, {0, 0}, "bullet", "wall");
  EXPECT_EQ(e.family, "toi-axes");
  EXPECT_EQ(kinds(e).front(), "toi.motion");
  EXPECT_EQ(e.steps.back().kind, "toi.result.tunnels");
  const explain::Step& window = stepOf(e, "toi.axes.window");
  EXPECT_EQ(window.kind, "toi.axes.window");
  EXPECT_EQ(value(window, "tin"), 1.0 / 3);
  EXPECT_EQ(value(window, "tout"), 1.1 / 3);  // (the wall's far side: exactly 1.1 / 3, rounded once)
  EXPECT_EQ(value(e.steps.back(), "t"), *timeOfImpact(bullet, {3, 0}, wall, {0, 0}).t);
  EXPECT_TRUE(has(explain::text(e.steps.back(), Language::English), "t = 0.3333333333333333 (entering)"));
  EXPECT_TRUE(has(explain::text(e.steps.back(), Language::Japanese), "すり抜け"));
  EXPECT_TRUE(has(explain::text(stepOf(e, "toi.axes.axis"), Language::English), "Axis 1 (1, 0)"));

  e = explain::explainMotion(Circle{{-5, 0}, 1}, {10, 0}, Circle{{0, 0}, 1}, {0, 0});
  EXPECT_EQ(e.family, "toi-disks");
  const explain::Step& two = stepOf(e, "toi.disks.");
  EXPECT_EQ(stepOf(e, "toi.disks.two").kind, "toi.disks.two");
  EXPECT_EQ(value(stepOf(e, "toi.disks.quadratic"), "A"), 100);
  EXPECT_EQ(value(stepOf(e, "toi.disks.quadratic"), "B"), -100);
  EXPECT_EQ(value(stepOf(e, "toi.disks.quadratic"), "C"), 21);
  EXPECT_EQ(value(stepOf(e, "toi.disks.two"), "t1"), 0.3);
  EXPECT_EQ(value(stepOf(e, "toi.disks.two"), "t2"), 0.7);
  EXPECT_EQ(two.kind, "toi.disks.quadratic");
  EXPECT_EQ(e.steps.back().kind, "toi.result.tunnels");

  e = explain::explainMotion(Circle{{-5, 2}, 1}, {10, 0}, Circle{{0, 0}, 1}, {0, 0});
  EXPECT_EQ(value(stepOf(e, "toi.disks.one"), "t1"), 0.5);
  EXPECT_TRUE(has(explain::text(e.steps.back(), Language::English), "(grazing)"));

  e = explain::explainMotion(Capsule{{1.5, 3}, {3.5, 3}, 0.25}, {0, -3}, Rect{{1, -1}, {4, 0}, 0.25}, {0, 0});
  EXPECT_EQ(e.family, "toi");
  EXPECT_EQ(value(stepOf(e, "toi.sweep"), "R"), 0.5);
  EXPECT_EQ(e.steps.back().kind, "toi.result");
  EXPECT_TRUE(has(explain::text(e.steps.back(), Language::English), "At t = 1 they are overlapping"));

  // Already overlapping; moving together; standing still (no steps).
  e = explain::explainMotion(Rect{{0, 0}, {2, 2}}, {1, 0}, Rect{{1, 1}, {3, 3}}, {0, 0});
  EXPECT_EQ(e.steps.back().kind, "toi.result.start");
  e = explain::explainMotion(Rect{{0, 0}, {2, 2}}, {1, 0}, Rect{{5, 1}, {6, 3}}, {1, 0});
  EXPECT_EQ(kinds(e), (std::vector<std::string>{"toi.motion", "toi.together", "toi.result.none"}));
  EXPECT_TRUE(explain::explainMotion(bullet, {0, 0}, wall, {0, 0}).steps.empty());
}

}  // namespace
}  // namespace hitlab::test
