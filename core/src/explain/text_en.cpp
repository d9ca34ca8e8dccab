// text_en.cpp — the English paragraph of every step kind, and the words they use ({name} is filled in).
#include "explain/family.h"

namespace hitlab::explain::detail {

const std::vector<Entry>& englishTable() {
  static const std::vector<Entry> kTable = {
      // [SECTION] Segments: the straddle test (seeds 000, 001)
      {"straddle.groups",
       "Segments {a} = AB and {b} = CD. They cross when each one straddles the other's line: seen from A, C "
       "and "
       "D lie on opposite sides of AB, and seen from C, A and B lie on opposite sides of CD. Two groups of "
       "two "
       "cross products tell the sides."},
      {"straddle.cross",
       "{o}{u} x {o}{v} = {value}: the signed area of the parallelogram on {o}{u} and {o}{v}. Its exact sign "
       "is "
       "{sign}, so {v} lies {side} line {o}{u}."},
      {"straddle.group.opposite",
       "{p} and {q} lie on opposite sides of line {line}: the product of the two signs is negative, so "
       "{line} is "
       "straddled."},
      {"straddle.group.same",
       "{p} and {q} lie on the same side of line {line}: the product of the signs is positive, so the "
       "segments "
       "cannot cross. (An early exit may stop here.)"},
      {"straddle.group.on",
       "{p} or {q} lies exactly on line {line}: a product of 0. The seed's strict test (< 0) calls that a "
       "miss; "
       "the inclusive test (<= 0) calls it a hit when the point is on the segment itself."},
      {"straddle.collinear",
       "All four cross products are 0: the segments lie on one line. The signs say nothing more, so the test "
       "becomes a 1-D one: do the two intervals along the line overlap? (Seed 001's code calls any two "
       "collinear "
       "segments intersecting, which is wrong when they are apart.)"},
      {"straddle.verdict.cross",
       "Both groups straddle strictly: the segments cross at one point inside both (the seed's < 0 test says "
       "yes, and so does the <= 0 variant)."},
      {"straddle.verdict.touch",
       "No strict straddle, but the closed segments share a point: the seed's strict test (< 0) says no, the "
       "inclusive test (<= 0) says yes. They touch."},
      {"straddle.verdict.miss", "The segments have no common point: both the < 0 and the <= 0 test say no."},
      {"straddle.point",
       "Where they meet: ({x}, {y}) ({count} point(s)). hitlab computes a crossing point along the first "
       "segment from exactly signed areas, so it lies on both segments to within rounding."},
      {"straddle.batch",
       "Seed 000 runs the same test over many segments at once with NumPy: np.cross(a - b, a - c) * "
       "np.cross(a - b, a - d) < 0, elementwise. hitlab's batch path does the same per vector lane, with "
       "exact signs where the rounded products cannot tell. View > Batch view runs it live: thousands of "
       "segments against one you drag."},
      // [SECTION] Segment and circle (seed 002)
      {"segcircle.ends",
       "First the ends: is A or B inside the circle? |A - P|^2 = {dA2} and |B - P|^2 = {dB2} against r^2 = "
       "{r2}: A is {sideA}, B is {sideB}. An end inside or on the circle already means the segment meets the "
       "disk."},
      {"segcircle.angles",
       "Does the foot of the perpendicular from the center P fall inside AB? Both angles at A and B must be "
       "acute: (P - A).(B - A) = {dotA} (sign {signA}) and (P - B).(A - B) = {dotB} (sign {signB}). Foot "
       "inside: {footInside}."},
      {"segcircle.foot",
       "The nearest point of AB to P is the foot H = ({x}, {y}), at t = {t} along AB. The seed measures this "
       "distance as |r sin theta| with atan2; hitlab projects with a dot product and decides exactly."},
      {"segcircle.end",
       "An angle is obtuse: the foot falls outside AB, so the nearest point is the end H = ({x}, {y})."},
      {"segcircle.distance",
       "The distance d = {d} is {cmp} the radius r = {r}. Comparing d^2 with r^2 instead gives the same "
       "answer "
       "without a square root, and hitlab compares them exactly: equal means tangent (touching)."},
      // [SECTION] Circles (seed 000)
      {"circles.sum",
       "The centers are d = {d} apart; the radii add up to r1 + r2 = {sum}. d is {cmp} r1 + r2: greater "
       "means "
       "apart, equal means touching from outside. (Compared as squares, exactly: the seed's ** 0.5 rounds.)"},
      {"circles.difference",
       "d = {d} against |r1 - r2| = {diff}: d is {cmp} it. Smaller means one circle lies inside the other, "
       "equal means touching from inside."},
      {"circles.verdict.same",
       "The circles are the same circle: every point is shared, there is no crossing point."},
      {"circles.verdict.apart", "d > r1 + r2: the disks are apart."},
      {"circles.verdict.outside_tangent", "d = r1 + r2: the circles touch from outside at one point."},
      {"circles.verdict.two_points", "|r1 - r2| < d < r1 + r2: the outlines cross at two points."},
      {"circles.verdict.inside_tangent",
       "d = |r1 - r2|: the smaller circle touches the larger one from inside."},
      {"circles.verdict.inside",
       "d < |r1 - r2|: the smaller disk lies inside the larger one; the outlines never meet."},
      {"circles.points",
       "The crossing points: go along the line of centers by a = {along}, then across it by the half chord h "
       "= "
       "{half}: P1 = ({x1}, {y1}), P2 = ({x2}, {y2}). The seed gets a = {seedAlong} and, from Heron's "
       "formula "
       "for the triangle of sides r1, r2, d, h = {seedHalf}; near tangency its s - d cancels. hitlab rounds "
       "each factor ((r1+r2)^2 - d^2 and d^2 - (r1-r2)^2) once from its exact value."},
      {"circles.tangent_point", "The one common point, on the line of centers: ({x}, {y})."},
      // [SECTION] Rectangles (seed 003)
      {"rects.state1",
       "State 1: is the right end of {a} ({lhs}) left of the left end of {b} ({rhs})? {holds}. If any of the "
       "four states holds, the rectangles cannot meet."},
      {"rects.state2",
       "State 2: is the left end of {a} ({lhs}) right of the right end of {b} ({rhs})? {holds}."},
      {"rects.state3", "State 3: is the bottom of {a} ({lhs}) above the top of {b} ({rhs})? {holds}."},
      {"rects.state4", "State 4: is the top of {a} ({lhs}) below the bottom of {b} ({rhs})? {holds}."},
      {"rects.verdict.apart", "A state holds: the rectangles do not meet."},
      {"rects.verdict.meet",
       "None of the four states holds, so the rectangles meet: that is the seed's whole test, turned "
       "around."},
      {"rects.center",
       "The same test in center / half-size form (seed 000): per axis, the distance of the centers against "
       "the "
       "sum of the half sizes. x: {dx} is {cmpx} {hx}; y: {dy} is {cmpy} {hy}. They overlap when both are "
       "smaller, touch when one is equal."},
      {"rects.pixels",
       "On pixels the seed asks whether the right end is inclusive: a rect from x = 0 of width 10 covers "
       "pixels "
       "0 to 9, so two such rects side by side do not overlap. hitlab uses closed sets: sharing an edge is "
       "touching."},
      // [SECTION] The separating axis test (seed 004)
      {"polygon.invalid", "This pair has no answer: {why}. The separating axis test needs convex shapes."},
      {"sat.concave",
       "Why: for a concave polygon, no separating axis does not mean overlap. Two shapes can hook around "
       "each "
       "other without touching while every edge normal shows overlapping intervals. Make the polygon convex "
       "(drag the marked vertex outwards) to use the test."},
      {"sat.intro",
       "Separating axis test: project both shapes onto the outward normal of every edge ({na} + {nb} edges, "
       "{count} axes). If the two intervals are apart on some axis, a line perpendicular to it separates the "
       "shapes."},
      {"sat.intro.circle",
       "Separating axis test with a circle: the polygon's edge normals, plus one more axis from the circle's "
       "center to the nearest vertex ({count} axes). A circle projects to center -+ r on every axis."},
      {"sat.axis.gap",
       "Axis {k}: the normal ({nx}, {ny}) of edge {edge} of {owner}. {a} projects to [{aMin}, {aMax}], {b} "
       "to "
       "[{bMin}, {bMax}]: a gap of {gap}. This axis separates them."},
      {"sat.axis.touch",
       "Axis {k}: the normal ({nx}, {ny}) of edge {edge} of {owner}. {a} projects to [{aMin}, {aMax}], {b} "
       "to "
       "[{bMin}, {bMax}]: the intervals share one end. Not separating (closed sets), but they can at most "
       "touch."},
      {"sat.axis.overlap",
       "Axis {k}: the normal ({nx}, {ny}) of edge {edge} of {owner}. {a} projects to [{aMin}, {aMax}], {b} "
       "to "
       "[{bMin}, {bMax}]: they overlap by {overlap}. Not separating; go on to the next axis."},
      {"sat.axis.gap.circle",
       "Axis {k}: the circle's axis ({nx}, {ny}), from its center towards the nearest vertex. {a}: [{aMin}, "
       "{aMax}], {b}: [{bMin}, {bMax}]: a gap of {gap}. This axis separates them."},
      {"sat.axis.touch.circle",
       "Axis {k}: the circle's axis ({nx}, {ny}), towards the nearest vertex. {a}: [{aMin}, {aMax}], {b}: "
       "[{bMin}, {bMax}]: the intervals share one end."},
      {"sat.axis.overlap.circle",
       "Axis {k}: the circle's axis ({nx}, {ny}), towards the nearest vertex. {a}: [{aMin}, {aMax}], {b}: "
       "[{bMin}, {bMax}]: they overlap by {overlap}."},
      {"sat.early_exit",
       "Axis {k} separates: a test that only wants yes or no stops here ({left} axes left unchecked). The "
       "flags "
       "are exact: a gap is decided on the exact projections, not the rounded ones shown."},
      {"sat.verdict.separated", "A separating axis exists: the shapes are apart."},
      {"sat.verdict.touching",
       "No axis separates, but the shapes only touch: on some axis the intervals just share an end."},
      {"sat.verdict.overlapping", "No axis separates: for convex shapes that means they overlap."},
      {"sat.mtv",
       "The minimum translation vector: the smallest overlap over all axes, along its axis. Moving {b} by "
       "({x}, {y}) (length {depth}) leaves the shapes touching."},
      {"sat.theorem",
       "The theorem behind it (separating hyperplane theorem): two disjoint convex sets always have a line "
       "between them (a hyperplane in n dimensions). Here it is the green line: every point of {a} projects "
       "on v = ({nx}, {ny}) below c = {c} and every point of {b} above it (v is flipped where needed, as the "
       "seed flips its number line). Beside it, the 1-D picture of the seed: {a}'s interval ends at {nearA}, "
       "{b}'s starts at {nearB}, and the point c lies between them. For polygons such a line can always be "
       "taken parallel to an edge."},
      {"sat.theorem.meeting",
       "The theorem behind it (separating hyperplane theorem): two disjoint convex sets always have a line "
       "between them (a hyperplane in n dimensions), and on that line's normal their projections are "
       "disjoint intervals. Here no axis shows a gap: even on the axis of least overlap, v = ({nx}, {ny}), "
       "the "
       "intervals share a piece {overlap} long (drawn beside the pair). So no separating line exists, and "
       "for "
       "convex shapes that proves they meet."},
      // [SECTION] Other pairs
      {"other.intro", "{a} is a {typeA}, {b} a {typeB}."},
      {"other.point_segment",
       "The nearest point of the segment to the point is H = ({x}, {y}) at t = {t} (the foot of the "
       "perpendicular, or an end when an angle is obtuse, as in seed 002); the distance is {d}."},
      {"other.point_circle",
       "The point's squared distance from the center, {d2}, is {cmp} r^2 = {r2}: less is inside, equal on "
       "the circle."},
      {"other.point_point", "Two points meet only when they are the same point."},
      {"other.point_area",
       "The point is inside when it is on the inner side of every edge line (exact cross products), on the "
       "outline when it is on one edge line and inside the rest."},
      {"other.segment_area",
       "The segment meets the area when one of its ends is inside it or it crosses an edge: every edge "
       "against "
       "the segment by the straddle test of seed 001, with exact signs."},
      {"other.distance", "They are apart; the distance between them is {d}."},
      // [SECTION] The answer
      {"result",
       "Answer: {a} and {b} are {relation} (containment: {containment}); {points} outline point(s), distance "
       "{distance}, depth {depth}. Every decision is exact for the doubles given."},
      {"result.error", "No answer: {why}."},
      // [SECTION] Words
      {"word.left", "to the left of"},
      {"word.right", "to the right of"},
      {"word.online", "exactly on"},
      {"word.yes", "yes"},
      {"word.no", "no"},
      {"word.inside", "inside"},
      {"word.oncircle", "on the circle"},
      {"word.outside", "outside"},
      {"word.lt", "less than"},
      {"word.eq", "equal to"},
      {"word.gt", "greater than"},
      {"word.disjoint", "disjoint"},
      {"word.touching", "touching"},
      {"word.overlapping", "overlapping"},
      {"word.none", "none"},
      {"word.a_in_b", "a in b"},
      {"word.b_in_a", "b in a"},
      {"word.equal", "equal"},
      {"word.point", "point"},
      {"word.segment", "segment"},
      {"word.circle", "circle"},
      {"word.rect", "rectangle"},
      {"word.polygon", "polygon"},
  };
  return kTable;
}

}  // namespace hitlab::explain::detail
