// texts_sat.cpp — the texts of convex shapes by the separating axis test (the separating hyperplane article):
// each key with its English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] The separating axis test (seed 004)
    {"polygon.invalid", "This pair has no answer: {why}. The separating axis test needs convex shapes.",
     "このペアには答えがない:{why}。分離軸判定は凸な図形にしか使えない。"},
    {"sat.concave",
     "Why: for a concave polygon, no separating axis does not mean overlap. Two shapes can hook "
     "around each other without touching while every edge normal shows overlapping intervals. "
     "Make the polygon convex (drag the marked vertex outwards) to use the test.",
     "理由:凹多角形では、分離軸がないことは重なりを意味しない。2つの図形が触れずに引っかかり合って"
     "いても、どの辺の法線でも区間が重なることがある。印のついた頂点を外側へ動かして凸にすれば判定"
     "が使える。"},
    {"sat.intro",
     "Separating axis test: project both shapes onto the outward normal of every edge ({na} + "
     "{nb} edges, {count} axes). If the two intervals are apart on some axis, a line "
     "perpendicular to it separates the shapes.",
     "分離軸判定:両方の図形を、すべての辺の外向き法線に射影する(辺 {na} + {nb} 本、軸 {count} 本)"
     "。ある軸で2つの区間が離れていれば、その軸に垂直な直線が2つの図形を分ける。"},
    {"sat.intro.circle",
     "Separating axis test with a circle: the polygon's edge normals, plus one more axis from "
     "the circle's center to the nearest vertex ({count} axes). A circle projects to center -+ r "
     "on every axis.",
     "円を含む分離軸判定:多角形の辺の法線に加えて、円の中心から最も近い頂点へ向かう軸を1本(全部で"
     " {count} 本)。円はどの軸にも「中心 ∓ r」として射影される。"},
    {"sat.axis.gap",
     "Axis {k}: the normal ({nx}, {ny}) of edge {edge} of {owner}. {a} projects to [{aMin}, "
     "{aMax}], {b} to [{bMin}, {bMax}]: a gap of {gap}. This axis separates them.",
     "軸 {k}:{owner} の辺 {edge} の法線 ({nx}, {ny})。{a} の射影は [{aMin}, {aMax}]、{b} は "
     "[{bMin}, {bMax}]:間に {gap} のすき間がある。この軸が2つを分ける。"},
    {"sat.axis.touch",
     "Axis {k}: the normal ({nx}, {ny}) of edge {edge} of {owner}. {a} projects to [{aMin}, "
     "{aMax}], {b} to [{bMin}, {bMax}]: the intervals share one end. Not separating (closed "
     "sets), but they can at most touch.",
     "軸 {k}:{owner} の辺 {edge} の法線 ({nx}, {ny})。{a} の射影は [{aMin}, {aMax}]、{b} は "
     "[{bMin}, {bMax}]:区間は端を1つ共有する。分離軸ではない(閉集合)が、せいぜい接するだけ。"},
    {"sat.axis.overlap",
     "Axis {k}: the normal ({nx}, {ny}) of edge {edge} of {owner}. {a} projects to [{aMin}, "
     "{aMax}], {b} to [{bMin}, {bMax}]: they overlap by {overlap}. Not separating; go on to the "
     "next axis.",
     "軸 {k}:{owner} の辺 {edge} の法線 ({nx}, {ny})。{a} の射影は [{aMin}, {aMax}]、{b} は "
     "[{bMin}, {bMax}]:{overlap} だけ重なる。分離軸ではないので次の軸へ。"},
    {"sat.axis.gap.circle",
     "Axis {k}: the circle's axis ({nx}, {ny}), from its center towards the nearest vertex. {a}: "
     "[{aMin}, {aMax}], {b}: [{bMin}, {bMax}]: a gap of {gap}. This axis separates them.",
     "軸 {k}:円の中心から最も近い頂点へ向かう軸 ({nx}, {ny})。{a}:[{aMin}, {aMax}]、{b}:[{bMin}, "
     "{bMax}]:{gap} のすき間。この軸が2つを分ける。"},
    {"sat.axis.touch.circle",
     "Axis {k}: the circle's axis ({nx}, {ny}), towards the nearest vertex. {a}: [{aMin}, "
     "{aMax}], {b}: [{bMin}, {bMax}]: the intervals share one end.",
     "軸 {k}:最も近い頂点へ向かう円の軸 ({nx}, {ny})。{a}:[{aMin}, {aMax}]、{b}:[{bMin}, {bMax}]:"
     "区間は端を1つ共有する。"},
    {"sat.axis.overlap.circle",
     "Axis {k}: the circle's axis ({nx}, {ny}), towards the nearest vertex. {a}: [{aMin}, "
     "{aMax}], {b}: [{bMin}, {bMax}]: they overlap by {overlap}.",
     "軸 {k}:最も近い頂点へ向かう円の軸 ({nx}, {ny})。{a}:[{aMin}, {aMax}]、{b}:[{bMin}, {bMax}]:"
     "{overlap} だけ重なる。"},
    {"sat.early_exit",
     "Axis {k} separates: a test that only wants yes or no stops here ({left} axes left "
     "unchecked). The flags are exact: a gap is decided on the exact projections, not the "
     "rounded ones shown.",
     "軸 {k} が分離軸:当たっているかどうかだけを知りたい判定はここで終わる(残り {left} 本は調べな"
     "い)。判定は厳密:すき間は表示された丸めた値ではなく、厳密な射影で決まる。"},
    {"sat.verdict.separated", "A separating axis exists: the shapes are apart.",
     "分離軸がある:2つの図形は離れている。"},
    {"sat.verdict.touching",
     "No axis separates, but the shapes only touch: on some axis the intervals just share an "
     "end.",
     "分離軸はないが、図形は接しているだけ:ある軸で区間が端を共有している。"},
    {"sat.verdict.overlapping", "No axis separates: for convex shapes that means they overlap.",
     "分離軸がない:凸な図形では、これは重なっていることを意味する。"},
    {"sat.mtv",
     "The minimum translation vector: the smallest overlap over all axes, along its axis. Moving "
     "{b} by ({x}, {y}) (length {depth}) leaves the shapes touching.",
     "最小移動ベクトル:すべての軸の中で最も小さい重なりを、その軸の向きに。{b} を ({x}, {y})(長さ"
     " {depth})だけ動かせば、2つは接するだけになる。"},
    {"sat.theorem",
     "The theorem behind it (separating hyperplane theorem): two disjoint convex sets always "
     "have a line between them (a hyperplane in n dimensions). Here it is the green line: every "
     "point of {a} projects on v = ({nx}, {ny}) below c = {c} and every point of {b} above it (v "
     "is flipped where needed, as the seed flips its number line). Beside it, the 1-D picture of "
     "the seed: {a}'s interval ends at {nearA}, {b}'s starts at {nearB}, and the point c lies "
     "between them. For polygons such a line can always be taken parallel to an edge.",
     "背景にある定理(分離超平面定理):交わらない2つの凸集合の間には必ず直線(n 次元では超平面)が引け"
     "る。ここではその分離線が緑の直線:v = ({nx}, {ny}) への射影で、{a} の点はすべて c = {c} より"
     "小さく、{b} の点はすべて大きい(記事が数直線を反転するように、必要なら v の向きを反転した)。"
     "横には記事の1次元の図:{a} の区間は {nearA} で終わり、{b} の区間は {nearB} から始まり、点 c "
     "はその間にある。多角形ではこの直線を辺に平行に選べる。"},
    {"sat.theorem.meeting",
     "The theorem behind it (separating hyperplane theorem): two disjoint convex sets always "
     "have a line between them (a hyperplane in n dimensions), and on that line's normal their "
     "projections are disjoint intervals. Here no axis shows a gap: even on the axis of least "
     "overlap, v = ({nx}, {ny}), the intervals share a piece {overlap} long (drawn beside the "
     "pair). So no separating line exists, and for convex shapes that proves they meet.",
     "背景にある定理(分離超平面定理):交わらない2つの凸集合の間には必ず直線(n 次元では超平面)が引け"
     "、その法線への射影は離れた区間になる。ここではどの軸にも隙間がない:重なりが最も小さい軸 v "
     "= ({nx}, {ny}) でも区間は長さ {overlap} だけ重なる(図形の横に表示)。分離線は存在せず、凸図形"
     "ではそれが交わっていることの証明になる。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
