// texts_other_pairs.cpp — the texts of every other pair (points, a segment against an area): each key with
// its English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Other pairs
    {"other.intro", "{a} is a {typeA}, {b} a {typeB}.", "{a} は{typeA}、{b} は{typeB}。"},
    {"other.point_segment",
     "The nearest point of the segment to the point is H = ({x}, {y}) at t = {t} (the foot of "
     "the perpendicular, or an end when an angle is obtuse, as in seed 002); the distance is "
     "{d}.",
     "線分上で点に最も近い点は H = ({x}, {y})、t = {t}(垂線の足、角が鈍角なら端点:シード 002 と同"
     "じ)。距離は {d}。"},
    {"other.point_circle",
     "The point's squared distance from the center, {d2}, is {cmp} r^2 = {r2}: less is inside, "
     "equal on the circle.",
     "点と中心の距離の2乗 {d2} は r^2 = {r2} {cmp}:小さければ内側、等しければ円周上。"},
    {"other.point_point", "Two points meet only when they are the same point.",
     "2つの点は同じ点のときだけ当たる。"},
    {"other.point_area",
     "The point is inside when it is on the inner side of every edge line (exact cross "
     "products), on the outline when it is on one edge line and inside the rest.",
     "点がすべての辺の直線の内側にあれば内部(外積の符号は厳密)、1本の辺の直線上にあって他の内側な"
     "ら境界上。"},
    {"other.segment_area",
     "The segment meets the area when one of its ends is inside it or it crosses an edge: every "
     "edge against the segment by the straddle test of seed 001, with exact signs.",
     "線分の端点が内部にあるか、どれかの辺と交差すれば当たる:各辺と線分をシード 001 の外積の判定で"
     "、厳密な符号で調べる。"},
    {"other.distance", "They are apart; the distance between them is {d}.", "離れている。間の距離は {d}。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
