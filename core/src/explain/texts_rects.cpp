// texts_rects.cpp — the texts of two axis-aligned rectangles (the rectangle article and the overview
// article): each key with its English and its Japanese text side by side ({name} is filled in; see
// explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Rectangles (seed 003)
    {"formula.rect-rect",
     "apart when a.right < b.left or a.left > b.right or a.bottom > b.top or a.top < b.bottom",
     "a.right < b.left、a.left > b.right、a.bottom > b.top、a.top < b.bottom のどれかが成り立てば"
     "交差しない"},
    {"rects.state1",
     "State 1: is the right end of {a} ({lhs}) left of the left end of {b} ({rhs})? {holds}. If "
     "any of the four states holds, the rectangles cannot meet.",
     "状態1:{a} の右端({lhs})は {b} の左端({rhs})より左にあるか。{holds}。4つの状態のどれか1つでも"
     "当てはまれば、2つの矩形は交差しない。"},
    {"rects.state2",
     "State 2: is the left end of {a} ({lhs}) right of the right end of {b} ({rhs})? {holds}.",
     "状態2:{a} の左端({lhs})は {b} の右端({rhs})より右にあるか。{holds}。"},
    {"rects.state3", "State 3: is the bottom of {a} ({lhs}) above the top of {b} ({rhs})? {holds}.",
     "状態3:{a} の下端({lhs})は {b} の上端({rhs})より上にあるか。{holds}。"},
    {"rects.state4", "State 4: is the top of {a} ({lhs}) below the bottom of {b} ({rhs})? {holds}.",
     "状態4:{a} の上端({lhs})は {b} の下端({rhs})より下にあるか。{holds}。"},
    {"rects.verdict.apart", "A state holds: the rectangles do not meet.",
     "当てはまる状態がある:2つの矩形は交差しない。"},
    {"rects.verdict.meet",
     "None of the four states holds, so the rectangles meet: that is the seed's whole test, "
     "turned around.",
     "4つの状態のどれにも当てはまらないので、2つの矩形は交差する:シードの判定はこれを裏返したもの"
     "。"},
    {"rects.center",
     "The same test in center / half-size form (the overview article): per axis, the distance of "
     "the centers against the sum of the half sizes. x: {dx} is {cmpx} {hx}; y: {dy} is {cmpy} "
     "{hy}. The rectangles overlap when both are less; they touch when one axis is equal and the "
     "other less (or both are equal); they are apart when either is greater.",
     "同じ判定を、中心と大きさの半分で行う形もあります（概要の記事）。軸ごとに、中心間の距離と大き"
     "さの半分の和を比べます。x では {dx} は {hx} {cmpx}。y では {dy} は {hy} {cmpy}。両方とも小さ"
     "ければ重なり、一方が等しくもう一方が小さければ（または両方が等しければ）接し、どちらかが大き"
     "ければ離れています。"},
    {"rects.pixels",
     "On pixels the seed asks whether the right end is inclusive: a rect from x = 0 of width 10 "
     "covers pixels 0 to 9, so two such rects side by side do not overlap. hitlab uses closed "
     "sets: sharing an edge is touching.",
     "ピクセルで考えると、シードは右端を含むかどうかを問題にする:x = 0 から幅 10 の矩形はピクセル"
     " 0 から 9 を覆うので、隣り合う2つの矩形は重ならない。hitlab は閉集合として扱う:辺を共有すれ"
     "ば「接している」。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
