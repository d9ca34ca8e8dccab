// texts_common.cpp — the texts of the answer that closes every explanation, the words the texts share, and
// why a polygon is invalid: each key with its English and its Japanese text side by side ({name} is filled
// in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] The answer
    {"result",
     "Answer: {a} and {b} are {relation} (containment: {containment}). Points where the outlines "
     "meet: {points}; distance {distance}; depth {depth}. Every decision is exact for the "
     "doubles given.",
     "答え：{a} と {b} は{relation}。包含関係は「{containment}」です。輪郭どうしの共有点は "
     "{points} 個、距離は {distance}、めり込みの深さは {depth} です。どの判定も、与えられた "
     "double の値に対して厳密です。"},
    {"result.error", "No answer: {why}.", "答えはありません。{why}。"},
    // [SECTION] Words
    {"word.left", "to the left of", "左側"},
    {"word.right", "to the right of", "右側"},
    {"word.online", "exactly on", "ちょうど上"},
    {"word.yes", "Yes", "はい"},
    {"word.no", "No", "いいえ"},
    {"word.inside", "inside", "円の内側"},
    {"word.oncircle", "on the circle", "円周上"},
    {"word.outside", "outside", "円の外側"},
    {"word.lt", "less than", "より小さい"},
    {"word.eq", "equal to", "と等しい"},
    {"word.gt", "greater than", "より大きい"},
    {"word.disjoint", "disjoint", "離れています"},
    {"word.touching", "touching", "接しています"},
    {"word.overlapping", "overlapping", "重なっています"},
    {"word.none", "none", "なし"},
    {"word.a_in_b", "{a} inside {b}", "{a} が {b} に含まれる"},
    {"word.b_in_a", "{b} inside {a}", "{b} が {a} に含まれる"},
    {"word.equal", "equal", "同じ図形"},
    {"word.point", "point", "点"},
    {"word.segment", "segment", "線分"},
    {"word.circle", "circle", "円"},
    {"word.rect", "rectangle", "矩形"},
    {"word.polygon", "polygon", "多角形"},
    {"word.problem.few", "polygon '{polygon}' has fewer than 3 vertices",
     "多角形「{polygon}」は頂点が3つ未満です"},
    {"word.problem.repeated", "polygon '{polygon}' has a repeated vertex {vertex}",
     "多角形「{polygon}」では頂点 {vertex} が次の頂点と重なっています"},
    {"word.problem.zero_area", "polygon '{polygon}' has zero area", "多角形「{polygon}」は面積が 0 です"},
    {"word.problem.self_intersecting", "polygon '{polygon}' is not convex (self-intersecting)",
     "多角形「{polygon}」は凸ではありません（辺どうしが交差しています）"},
    {"word.problem.reflex", "polygon '{polygon}' is not convex (reflex vertex {vertex})",
     "多角形「{polygon}」は凸ではありません（頂点 {vertex} が内側にへこんでいます）"},
    {"word.problem.other", "polygon '{polygon}' {detail}", "多角形「{polygon}」は正しい多角形ではありません"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
