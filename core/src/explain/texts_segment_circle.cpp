// texts_segment_circle.cpp — the texts of a segment and a circle (the segment-circle article): each key with
// its English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Segment and circle (seed 002)
    {"segcircle.ends",
     "First the ends: is A or B inside the circle? |A - P|^2 = {dA2} and |B - P|^2 = {dB2} "
     "against r^2 = {r2}: A is {sideA}, B is {sideB}. An end inside or on the circle already "
     "means the segment meets the disk.",
     "まず端点:A か B は円の中にあるか。|A - P|^2 = {dA2}、|B - P|^2 = {dB2} を r^2 = {r2} と比べ"
     "る:A は{sideA}、B は{sideB}。端点が円の内側か円周上にあれば、それだけで線分は円(円板)に当た"
     "っている。"},
    {"segcircle.angles",
     "Does the foot of the perpendicular from the center P fall inside AB? Both angles at A and "
     "B must be acute: (P - A).(B - A) = {dotA} (sign {signA}) and (P - B).(A - B) = {dotB} "
     "(sign {signB}). Foot inside: {footInside}.",
     "中心 P から下ろした垂線の足は AB の内側に落ちるか。A と B の両方の角が鋭角でなければならない"
     ":(P - A)・(B - A) = {dotA}(符号 {signA})、(P - B)・(A - B) = {dotB}(符号 {signB})。足は内側"
     "か:{footInside}。"},
    {"segcircle.foot",
     "The nearest point of AB to P is the foot H = ({x}, {y}), at t = {t} along AB. The seed "
     "measures this distance as |r sin theta| with atan2; hitlab projects with a dot product and "
     "decides exactly.",
     "AB 上で P に最も近い点は垂線の足 H = ({x}, {y})、AB に沿って t = {t} の位置。シードはこの距"
     "離を atan2 を使って |r sin θ| として測るが、hitlab は内積で射影し、判定は厳密に行う。"},
    {"segcircle.end",
     "An angle is obtuse: the foot falls outside AB, so the nearest point is the end H = ({x}, "
     "{y}).",
     "鈍角の角がある:垂線の足は AB の外に落ちるので、最も近い点は端点 H = ({x}, {y})。"},
    {"segcircle.distance",
     "The distance d = {d} is {cmp} the radius r = {r}. Comparing d^2 with r^2 instead gives the "
     "same answer without a square root, and hitlab compares them exactly: equal means tangent "
     "(touching).",
     "距離 d = {d} は半径 r = {r} {cmp}。d^2 と r^2 を比べても同じ答えになり、平方根がいらない。"
     "hitlab はこれを厳密に比べる:等しければ接している。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
