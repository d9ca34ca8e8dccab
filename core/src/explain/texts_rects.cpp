// texts_rects.cpp — the texts of two axis-aligned rectangles (the rectangle article and the overview
// article): each key with its English and its Japanese text side by side ({name} is filled in; see
// explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Rectangles (the rectangle article, the overview article)
    {"formula.rect-rect",
     "apart when a.right < b.left or a.left > b.right or a.bottom > b.top or a.top < b.bottom",
     "a.right < b.left、a.left > b.right、a.bottom > b.top、a.top < b.bottom のどれかが成り立てば"
     "交差しない"},
    {"rects.state1",
     "State 1: is the right end of {a} ({lhs}) left of the left end of {b} ({rhs})? {holds}. If "
     "any of the four states holds, the rectangles cannot meet. (Bottom and top here mean the "
     "ends with the smaller and the larger y.)",
     "状態1：{a} の右端（{lhs}）は {b} の左端（{rhs}）より左にあるでしょうか。答えは「{holds}」で"
     "す。4つの状態のどれか1つでも当てはまれば、2つの矩形は交差しません。（ここでの下端と上端は、"
     "y の小さい方と大きい方の端のことです。）"},
    {"rects.state2",
     "State 2: is the left end of {a} ({lhs}) right of the right end of {b} ({rhs})? {holds}.",
     "状態2：{a} の左端（{lhs}）は {b} の右端（{rhs}）より右にあるでしょうか。答えは「{holds}」で"
     "す。"},
    {"rects.state3", "State 3: is the bottom of {a} ({lhs}) above the top of {b} ({rhs})? {holds}.",
     "状態3：{a} の下端（{lhs}）は {b} の上端（{rhs}）より上にあるでしょうか。答えは「{holds}」で"
     "す。"},
    {"rects.state4", "State 4: is the top of {a} ({lhs}) below the bottom of {b} ({rhs})? {holds}.",
     "状態4：{a} の上端（{lhs}）は {b} の下端（{rhs}）より下にあるでしょうか。答えは「{holds}」で"
     "す。"},
    {"rects.verdict.apart", "A state holds: the rectangles do not meet.",
     "当てはまる状態があるので、2つの矩形は交差しません。"},
    {"rects.verdict.meet",
     "None of the four states holds, so the rectangles meet. That is the rectangle article's "
     "whole test, turned around: no fifth way of being apart exists.",
     "4つの状態のどれにも当てはまらないので、2つの矩形は交差しています。これが矩形の記事の判定のす"
     "べてで、離れ方にこれ以外の5つ目の状態はありません。"},
    {"rects.center",
     "The same test in center / half-size form (the overview article): per axis, the distance of "
     "the centers against the sum of the half sizes. x: {dx} is {cmpx} {hx}; y: {dy} is {cmpy} "
     "{hy}. The rectangles overlap when both are less; they touch when one axis is equal and the "
     "other less (or both are equal); they are apart when either is greater.",
     "同じ判定を、中心と大きさの半分で行う形もあります（概要の記事）。軸ごとに、中心間の距離と大き"
     "さの半分の和を比べます。x では {dx} は {hx} {cmpx}です。y では {dy} は {hy} {cmpy}です。両方"
     "とも小さければ重なり、一方が等しくもう一方が小さければ（または両方が等しければ）接し、どちら"
     "かが大きければ離れています。"},
    {"rects.pixels",
     "On pixels, the rectangle article asks whether the right end is included: a rectangle from "
     "x = 0 of width 10 covers pixels 0 to 9 (x + w - 1), so two such rectangles side by side do "
     "not overlap. hitlab uses closed sets instead: sharing an edge is touching.",
     "ピクセルで考えるときは、右端を含むかどうかが問題になります（矩形の記事）。x = 0 から幅 10 の"
     "矩形はピクセル 0 から 9 まで（x + w - 1）を覆うので、そのような矩形を隣り合わせに置いても重"
     "なりません。hitlab は代わりに閉集合として扱うので、辺を共有すれば「接している」になります。"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
