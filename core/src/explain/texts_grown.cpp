// texts_grown.cpp — the texts of a capsule against any shape (shapes grown by a radius): each key with its
// English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Shapes grown by a radius
    {"formula.grown", "R = ra + rb; the shapes meet when d <= R (d: the distance of their cores)",
     "R = ra + rb（芯どうしの距離 d が d <= R のとき2つは接するか重なる）"},
    {"grown.cores",
     "Each shape is a core grown by a radius: {a} is a {coreA} grown by ra = {ra}, {b} a {coreB} grown by rb "
     "= "
     "{rb} (a capsule is a segment grown, a circle its center grown; a point, segment or polygon grows by "
     "0). Grown shapes meet exactly when their cores come within R = ra + rb = {R} of each other.",
     "どの図形も「芯」を半径だけ太らせたものと見なせます。{a} は{coreA}を ra = {ra} だけ、{b} は{coreB}を "
     "rb = {rb} だけ太らせた図形です（カプセルは線分を、円は中心を太らせたもの。点・線分・多角形は 0 だけ"
     "太らせたもの）。太らせた2つの図形は、芯どうしが R = ra + rb = {R} 以内に近づいたときにちょうど接する"
     "か重なります。"},
    {"grown.cores_meet",
     "The cores themselves meet, at ({x}, {y}) for one: the grown shapes share interior points there, so "
     "they overlap.",
     "芯そのものが交わっています（たとえば ({x}, {y})）。太らせた図形はそこで内部の点を共有するので、"
     "重なっています。"},
    {"grown.nearest",
     "The cores' nearest points are P = ({x1}, {y1}) and Q = ({x2}, {y2}), d = {d} apart; d is {cmp} R = "
     "{R}: greater means apart, equal means touching, less means overlapping. (hitlab compares d^2 with "
     "R^2 exactly; no root is taken.)",
     "芯どうしの最も近い点は P = ({x1}, {y1}) と Q = ({x2}, {y2}) で、距離は d = {d} です。d は R = {R} "
     "{cmp}です。大きければ離れていて、等しければ接していて、小さければ重なっています。（hitlab は d^2 "
     "と R^2 を厳密に比べます。平方根は取りません。）"},
    {"grown.sat",
     "SAT's {n} axes are the cores' edge normals and, last, the axis between their nearest vertices; on "
     "each, a "
     "shape's interval is its core's widened by its radius at both ends. On axis {k}, ({x}, {y}), {a} spans "
     "[{aMin}, {aMax}] (its core's, widened by ra = {ra}) and {b} spans [{bMin}, {bMax}] (widened by rb = "
     "{rb}): {verdict}.",
     "分離軸判定の {n} "
     "本の軸は、芯の各辺の法線と、最後に芯どうしの最も近い頂点を結ぶ軸です。どの軸でも、図形の区間は"
     "芯の区間を両端で半径だけ広げたものです。軸 {k} ({x}, {y}) では、{a} は [{aMin}, {aMax}]（芯の区間を "
     "ra = {ra} だけ広げたもの）、{b} は [{bMin}, {bMax}]（rb = {rb} だけ広げたもの）です。{verdict}。"},
    {"word.sat_apart", "the intervals are apart, so this axis separates the shapes",
     "区間は離れているので、この軸が2つの図形を分離します"},
    {"word.sat_meet", "the intervals overlap here as on every axis, so no axis separates the shapes",
     "どの軸と同じくここでも区間は重なっているので、2つの図形を分離する軸はありません"},
    {"word.capsule", "capsule", "カプセル"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
