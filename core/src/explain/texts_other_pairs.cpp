// texts_other_pairs.cpp — the texts of every other pair (points, a segment against an area): each key with
// its English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Other pairs
    {"other.intro", "{a} is a {typeA}, {b} a {typeB}.", "{a} は{typeA}、{b} は{typeB}です。"},
    {"other.point_segment",
     "The nearest point of the segment to the point is H = ({x}, {y}), at t = {t}: the foot of "
     "the perpendicular, or an end when an angle is obtuse, as in the segment-circle article. "
     "The distance is {d}.",
     "線分の上で点に最も近い点は H = ({x}, {y}) で、t = {t} の位置にあります。これは垂線の足で、角"
     "が鈍角のときは端点になります（線分と円の記事と同じ考え方です）。距離は {d} です。"},
    {"other.point_circle",
     "The point's squared distance from the center, {d2}, is {cmp} r^2 = {r2}: less is inside, "
     "equal is on the circle.",
     "点と中心の距離の2乗 {d2} は r^2 = {r2} {cmp}です。小さければ点は円の内側に、等しければ円周上"
     "にあります。"},
    {"other.point_point", "Two points meet only when they are the same point.",
     "2つの点が当たるのは、同じ点であるときだけです。"},
    {"other.point_area",
     "The point is inside when it is on the inner side of every edge's line (exact cross "
     "products), and on the outline when it is on one edge's line and inside the others.",
     "点がすべての辺の直線の内側にあれば、点は内部にあります（外積の符号は厳密に求めます）。1本の"
     "辺の直線の上にあり、ほかの辺の内側にあれば、点は境界の上にあります。"},
    {"other.segment_area",
     "The segment meets the area when one of its ends is inside it or it crosses an edge: every "
     "edge is tested against the segment by the segment article's cross-product test, with exact "
     "signs.",
     "線分の端点が内部にあるか、線分がどれかの辺と交差すれば、線分は図形と当たっています。各辺と線"
     "分を、線分の記事の外積による判定で、厳密な符号を使って調べます。"},
    {"other.distance", "They are apart; the distance between them is {d}.",
     "2つは離れていて、その間の距離は {d} です。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
