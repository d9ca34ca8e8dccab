// texts_sat.cpp — the texts of convex shapes by the separating axis test (the separating hyperplane article):
// each key with its English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] The separating axis test (the separating hyperplane article)
    {"formula.sat", "apart when some axis v has max(A·v) < min(B·v) or max(B·v) < min(A·v)",
     "ある軸 v で max(A·v) < min(B·v) または max(B·v) < min(A·v) なら離れている"},
    {"polygon.invalid", "This pair has no answer: {why}. The separating axis test needs convex shapes.",
     "このペアには答えがありません。{why}。分離軸判定は凸な図形にしか使えません。"},
    {"sat.concave",
     "Why: for a concave polygon, finding no separating axis does not mean overlap. Two shapes "
     "can hook around each other without touching while every edge normal shows overlapping "
     "intervals. The reflex vertex {vertex} of {polygon} (marked) turns the wrong way; drag it "
     "outwards to make the polygon convex and use the test.",
     "理由を説明します。凹多角形では、分離軸が見つからなくても重なっているとは限りません。2つの図"
     "形が触れ合わずに引っかかり合っていても、どの辺の法線の上でも区間が重なることがあるからです。"
     "{polygon} の頂点 {vertex}（印をつけた頂点）は内側にへこんでいます。この頂点を外側へ動かして"
     "多角形を凸にすれば、判定が使えます。"},
    {"sat.self_intersecting",
     "Why: the edges of {polygon} cross each other, so it does not bound one convex region, and "
     "the test's projections would not describe it. Move its vertices until no two edges cross.",
     "理由を説明します。{polygon} の辺どうしが交差しているので、1つの凸な領域を囲んでいません。そ"
     "のため射影しても、この図形を正しく表すことができません。辺どうしが交差しなくなるまで頂点を動"
     "かしてください。"},
    {"sat.degenerate",
     "Why: {polygon} encloses no area (too few vertices, a repeated vertex, or all its vertices "
     "on one line), so it has no edges whose normals could serve as axes. Give it at least three "
     "vertices that do not lie on one line.",
     "理由を説明します。{polygon} は面積を持ちません（頂点が足りない、同じ頂点が続いている、または"
     "すべての頂点が一直線上にある）。そのため、分離軸に使える法線を持つ辺がありません。一直線上に"
     "ない頂点を少なくとも3つ与えてください。"},
    {"sat.intro",
     "Separating axis test: project both shapes onto the outward normal of every edge ({na} + "
     "{nb} edges, {count} axes). If the two intervals are apart on some axis, a line "
     "perpendicular to that axis separates the shapes.",
     "分離軸判定を行います。両方の図形を、すべての辺の外向きの法線に射影します（辺は {na} + {nb} "
     "本、軸は {count} 本です）。ある軸の上で2つの区間が離れていれば、その軸に垂直な直線が2つの図"
     "形を分離します。"},
    {"sat.intro.circle",
     "Separating axis test with a circle: the polygon's edge normals, plus one more axis from "
     "the circle's center towards the nearest vertex ({count} axes). On a unit axis v, a circle "
     "of center c projects to [c·v - r, c·v + r].",
     "円を含む分離軸判定を行います。軸は多角形の辺の法線と、円の中心から最も近い頂点へ向かう軸1本"
     "で、全部で {count} 本です。中心 c の円は、単位ベクトルの軸 v の上に区間 [c·v - r, c·v + r] "
     "として射影されます。"},
    {"sat.axis.gap",
     "Axis {k}: {axis}. {a} projects to [{aMin}, {aMax}], {b} to [{bMin}, {bMax}]: a gap of "
     "{gap}. This axis separates them.",
     "軸 {k} は、{axis} です。{a} の射影は [{aMin}, {aMax}]、{b} の射影は [{bMin}, {bMax}] で、間"
     "に {gap} のすき間があります。この軸が2つを分離します。"},
    {"sat.axis.gap.tiny",
     "Axis {k}: {axis}. {a} projects to [{aMin}, {aMax}], {b} to [{bMin}, {bMax}]. The exact "
     "projections leave a gap, smaller than the rounded ends shown can tell. This axis separates "
     "them.",
     "軸 {k} は、{axis} です。{a} の射影は [{aMin}, {aMax}]、{b} の射影は [{bMin}, {bMax}] です。"
     "厳密な射影では区間の間にすき間がありますが、表示した丸めた値では見分けられないほど小さなすき"
     "間です。この軸が2つを分離します。"},
    {"sat.axis.touch",
     "Axis {k}: {axis}. {a} projects to [{aMin}, {aMax}], {b} to [{bMin}, {bMax}]. Compared "
     "exactly (not by the rounded ends shown), the intervals share one end. Not separating (the "
     "sets are closed), but on this axis they can at most touch.",
     "軸 {k} は、{axis} です。{a} の射影は [{aMin}, {aMax}]、{b} の射影は [{bMin}, {bMax}] です。"
     "表示した丸めた値ではなく厳密に比べると、2つの区間は端を1つだけ共有しています。閉集合なのでこ"
     "の軸は分離軸ではありませんが、この軸の上では2つの図形は接するだけです。"},
    {"sat.axis.within",
     "Axis {k}: {axis}. {a} projects to [{aMin}, {aMax}], {b} to [{bMin}, {bMax}]. One shape is "
     "flat across this axis, so its interval is a single point, and that point lies inside the "
     "other interval. Not separating; on to the next axis.",
     "軸 {k} は、{axis} です。{a} の射影は [{aMin}, {aMax}]、{b} の射影は [{bMin}, {bMax}] です。"
     "一方の図形はこの軸の向きに厚みがないので区間が1点になり、その点はもう一方の区間の内側にあり"
     "ます。分離軸ではないので、次の軸に進みます。"},
    {"sat.axis.overlap",
     "Axis {k}: {axis}. {a} projects to [{aMin}, {aMax}], {b} to [{bMin}, {bMax}]: they overlap "
     "by {overlap}. Not separating; on to the next axis.",
     "軸 {k} は、{axis} です。{a} の射影は [{aMin}, {aMax}]、{b} の射影は [{bMin}, {bMax}] で、2つ"
     "の区間は {overlap} だけ重なっています。分離軸ではないので、次の軸に進みます。"},
    {"sat.axis.overlap.tiny",
     "Axis {k}: {axis}. {a} projects to [{aMin}, {aMax}], {b} to [{bMin}, {bMax}]. The exact "
     "projections overlap, by less than the rounded ends shown can tell. Not separating; on to "
     "the next axis.",
     "軸 {k} は、{axis} です。{a} の射影は [{aMin}, {aMax}]、{b} の射影は [{bMin}, {bMax}] です。"
     "厳密な射影では区間は重なっていますが、表示した丸めた値では見分けられないほどわずかな重なりで"
     "す。分離軸ではないので、次の軸に進みます。"},
    {"word.axis.edge", "the normal ({nx}, {ny}) of edge {edge} of {owner}",
     "{owner} の辺 {edge} の法線 ({nx}, {ny})"},
    {"word.axis.edge.whole",
     "the normal ({nx}, {ny}) of edge {edge} of {owner}, that is ({mx}, {my}) made unit length",
     "{owner} の辺 {edge} の法線 ({nx}, {ny})（({mx}, {my}) を長さ 1 にしたもの）"},
    {"word.axis.circle", "the circle's axis ({nx}, {ny}), from its center towards the nearest vertex",
     "円の中心から最も近い頂点へ向かう円の軸 ({nx}, {ny})"},
    {"sat.early_exit",
     "Axis {k} separates: a test that only wants yes or no stops here ({left} axes left "
     "unchecked). The decision is exact: a gap is decided on the exact projections, not on the "
     "rounded ones shown.",
     "軸 {k} が分離軸です。当たっているかどうかだけを知りたい判定は、ここで終わります（残りの "
     "{left} 本の軸は調べません）。判定は厳密です。すき間があるかどうかは、表示した丸めた値ではな"
     "く、厳密な射影で決めています。"},
    {"sat.verdict.separated", "A separating axis exists: the shapes are apart.",
     "分離軸があるので、2つの図形は離れています。"},
    {"sat.verdict.touching",
     "No axis separates, but the shapes only touch: on some axis the intervals only share an "
     "end.",
     "分離軸はありませんが、2つの図形は接しているだけです。ある軸の上で、区間が端を共有しているだ"
     "けだからです。"},
    {"sat.verdict.overlapping", "No axis separates: for convex shapes, that means they overlap.",
     "分離軸がありません。凸な図形では、これは2つが重なっていることを意味します。"},
    {"sat.mtv",
     "The minimum translation vector: on each axis, the shorter push that moves one interval off "
     "the other; over all axes, the shortest of these, along its axis. Moving {b} by ({x}, {y}) "
     "(length {depth}) leaves the shapes touching.",
     "最小移動ベクトルを求めます。各軸で、一方の区間をもう一方の区間の外へ押し出すのに必要な短い方"
     "の移動量を調べ、すべての軸の中で最も短いものを、その軸の向きに取ります。{b} を ({x}, {y})（"
     "長さ {depth}）だけ動かすと、2つの図形は接するだけになります。"},
    {"sat.theorem",
     "The theorem behind it (the separating hyperplane theorem): two disjoint convex sets always "
     "have a line between them (a hyperplane in n dimensions). Here it is the green line: every "
     "point of {a} projects on v = ({nx}, {ny}) below c = {c} and every point of {b} above it (v "
     "is flipped where needed, as the article flips its number line). Beside it, the article's "
     "1-D picture: {a}'s interval ends at {nearA}, {b}'s starts at {nearB}, and the point c lies "
     "between them. The line is parallel to edge {edge} of {owner}: for two polygons an edge's "
     "normal always serves as the axis.",
     "背景にあるのは分離超平面定理です。交わらない2つの凸集合の間には、必ず直線（n 次元では超平面"
     "）を引くことができます。ここではそれが緑の直線です。v = ({nx}, {ny}) への射影で、{a} のすべ"
     "ての点は c = {c} より小さく、{b} のすべての点は c より大きくなります（記事が数直線の向きを反"
     "転するように、必要なら v の向きを反転しています）。横には記事の1次元の図があります。{a} の区"
     "間は {nearA} で終わり、{b} の区間は {nearB} から始まり、点 c はその間にあります。この直線は"
     " {owner} の辺 {edge} に平行です。多角形どうしなら、分離軸にはいつも辺の法線が使えます。"},
    {"sat.theorem.circle",
     "The theorem behind it (the separating hyperplane theorem): two disjoint convex sets always "
     "have a line between them (a hyperplane in n dimensions). Here it is the green line: every "
     "point of {a} projects on v = ({nx}, {ny}) below c = {c} and every point of {b} above it (v "
     "is flipped where needed, as the article flips its number line). Beside it, the article's "
     "1-D picture: {a}'s interval ends at {nearA}, {b}'s starts at {nearB}, and the point c lies "
     "between them. Here the axis is the circle's axis, from its center towards the nearest "
     "vertex, not an edge's normal: with a circle, the edges' normals alone are not enough.",
     "背景にあるのは分離超平面定理です。交わらない2つの凸集合の間には、必ず直線（n 次元では超平面"
     "）を引くことができます。ここではそれが緑の直線です。v = ({nx}, {ny}) への射影で、{a} のすべ"
     "ての点は c = {c} より小さく、{b} のすべての点は c より大きくなります（記事が数直線の向きを反"
     "転するように、必要なら v の向きを反転しています）。横には記事の1次元の図があります。{a} の区"
     "間は {nearA} で終わり、{b} の区間は {nearB} から始まり、点 c はその間にあります。ここでの分"
     "離軸は辺の法線ではなく、円の中心から最も近い頂点へ向かう円の軸です。円があると、辺の法線だけ"
     "では足りません。"},
    {"sat.theorem.touching",
     "The theorem behind it (the separating hyperplane theorem): two disjoint convex sets always "
     "have a line between them. These shapes touch, so no line strictly separates them (each "
     "strictly on its own side): no axis shows a gap. But on v = ({nx}, {ny}) their intervals "
     "share only an end, at {c}, and the line through it perpendicular to v (drawn) has each "
     "shape on its own closed side, touching it. The strict form (<) finds no separating line; "
     "the non-strict form (<=) finds this one.",
     "背景にあるのは分離超平面定理です。交わらない2つの凸集合の間には、必ず直線を引くことができま"
     "す。この2つの図形は接しているので、2つを厳密に分離する（それぞれを直線の真に反対側に置く）直"
     "線はありません。どの軸にもすき間はありません。しかし v = ({nx}, {ny}) の上では2つの区間は端"
     " {c} を共有するだけで、そこを通り v に垂直な直線（図に表示）は、2つの図形をそれぞれ境界を含"
     "む側に置き、両方に接します。厳密な形（<）の分離直線はありませんが、等号を含む形（<=）ならこ"
     "の直線が分離直線になります。"},
    {"sat.theorem.meeting",
     "The theorem behind it (the separating hyperplane theorem): two disjoint convex sets always "
     "have a line between them, and on that line's normal their projections are disjoint "
     "intervals. Here no axis shows a gap, and none shows intervals that only share an end: even "
     "on the axis of least overlap, v = ({nx}, {ny}), the intervals share a piece {overlap} long "
     "(drawn beside the pair). So no line separates them, not even one that both touch, and for "
     "convex shapes that proves they overlap.",
     "背景にあるのは分離超平面定理です。交わらない2つの凸集合の間には必ず直線を引くことができ、そ"
     "の直線の法線に射影すると、2つの区間は離れています。ここではどの軸にもすき間がなく、端を共有"
     "するだけの軸もありません。重なりが最も小さい軸 v = ({nx}, {ny}) でも、2つの区間は長さ "
     "{overlap} の部分を共有しています（図形の横に表示）。したがって2つを分ける直線は、両方に接す"
     "る直線も含めて存在しません。凸な図形では、これが重なっていることの証明になります。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
