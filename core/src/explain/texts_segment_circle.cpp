// texts_segment_circle.cpp — the texts of a segment and a circle (the segment-circle article): each key with
// its English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Segment and circle (the segment-circle article)
    {"formula.segment-circle",
     "min(|A - P|, |B - P|) <= r or (min((P - A)·(B - A), (P - B)·(A - B)) >= 0 and |P - H| <= r)",
     "min(|A - P|, |B - P|) <= r または (min((P - A)·(B - A), (P - B)·(A - B)) >= 0 かつ |P - H| "
     "<= r)"},
    {"segcircle.ends",
     "First the ends: is A or B in the circle? |A - P|^2 = {dA2} and |B - P|^2 = {dB2} against "
     "r^2 = {r2}: A is {sideA}, B is {sideB}. An end inside or on the circle already means the "
     "segment meets the disk.",
     "まず端点を調べます。A や B は円の中にあるでしょうか。|A - P|^2 = {dA2} と |B - P|^2 = "
     "{dB2} を r^2 = {r2} と比べると、A は{sideA}に、B は{sideB}にあります。端点が円の内側か円周上"
     "にあれば、それだけで線分は円板と接触しています。"},
    {"segcircle.angles",
     "Does the foot of the perpendicular from the center P fall on AB? The article asks that "
     "both angles, at A and at B, be acute or right: (P - A)·(B - A) >= 0 and (P - B)·(A - B) >= "
     "0 (a right angle puts the foot exactly on an end). Here (P - A)·(B - A) = {dotA} (sign "
     "{signA}) and (P - B)·(A - B) = {dotB} (sign {signB}). Foot on AB: {footInside}.",
     "中心 P から下ろした垂線の足は AB の上に落ちるでしょうか。記事は、A と B の角がどちらも鋭角ま"
     "たは直角であること、つまり (P - A)·(B - A) >= 0 かつ (P - B)·(A - B) >= 0 を条件にしています"
     "（直角なら、垂線の足はちょうど端点に落ちます）。ここでは (P - A)·(B - A) = {dotA}（符号 "
     "{signA}）、(P - B)·(A - B) = {dotB}（符号 {signB}）です。垂線の足が AB の上にあるかという問"
     "いの答えは「{footInside}」です。"},
    {"segcircle.foot",
     "The nearest point of AB to P is the foot of the perpendicular, H = ({x}, {y}), at t = {t} "
     "along AB. The article measures this distance as |r·sin θ| with atan2; in that formula r is "
     "the distance from the end A to the centre P, not the circle's radius. hitlab projects with "
     "a dot product instead and decides exactly.",
     "AB の上で P に最も近い点は垂線の足 H = ({x}, {y}) で、AB に沿って t = {t} の位置にあります。"
     "記事はこの距離を、atan2 で求めた θ を使って |r·sin θ| と計算します。この式の r は端点 A から"
     "中心 P までの距離で、円の半径ではありません。hitlab は代わりに内積で射影し、判定は厳密に行い"
     "ます。"},
    {"segcircle.end",
     "An angle is obtuse: the foot of the perpendicular falls outside AB, so the nearest point "
     "of AB to P is the end H = ({x}, {y}).",
     "鈍角の角があるので、垂線の足は AB の外に落ちます。そのため AB の上で P に最も近い点は、端点"
     " H = ({x}, {y}) です。"},
    {"segcircle.distance",
     "The distance d = {d} is {cmp} the radius r = {r}. Comparing d^2 with r^2 gives the same "
     "answer without a square root, and hitlab compares them exactly: equal means tangent "
     "(touching).",
     "距離 d = {d} は半径 r = {r} {cmp}です。d^2 と r^2 を比べても同じ答えになり、平方根は要りませ"
     "ん。hitlab はこれを厳密に比べます。等しければ、線分は円に接しています。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
