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
    {"word.capsule", "capsule", "カプセル"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
