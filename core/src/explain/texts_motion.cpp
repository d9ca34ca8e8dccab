// texts_motion.cpp — the texts of a moving pair's time of impact (explain::explainMotion): each key with its
// English and its Japanese text side by side ({name} is filled in; see explain.h).
#include "explain/family.h"

namespace hitlab::explain::detail {

namespace {

const Entry kTexts[] = {
    // [SECTION] Who moves
    {"toi.motion",
     "In motion: over one step (t from 0 to 1) {a} moves by ({vax}, {vay}) and {b} by ({vbx}, "
     "{vby}). Only the relative motion matters: seen from {b}, {a} moves by ({vx}, {vy}).",
     "動きを考えます。1ステップ（t は 0 から 1）の間に {a} は ({vax}, {vay})、{b} は ({vbx}, "
     "{vby}) だけ動きます。大事なのは相対的な動きだけで、{b} から見ると {a} は ({vx}, {vy}) だけ動"
     "きます。"},
    {"toi.together",
     "{a} and {b} move together (the same motion), so nothing between them changes within the "
     "step.",
     "{a} と {b} は同じだけ動くので、このステップの間に2つの関係は変わりません。"},
    // [SECTION] The separating axis test with velocities
    {"toi.axes.intro",
     "Separating axis test with velocities: on each of the {count} candidate axes the two "
     "projection intervals slide past each other at a constant rate, so they overlap during one "
     "interval of time. The shapes meet exactly at the times when every axis overlaps at once.",
     "速度つきの分離軸判定を行います。{count} 本の候補の軸それぞれで、2つの射影区間は一定の速さで"
     "すれ違うので、重なっている時間は1つの区間になります。2つの図形が接触するのは、すべての軸で同"
     "時に重なっている時刻だけです。"},
    {"toi.axes.axis",
     "Axis {k} ({dx}, {dy}): at t = 0 {a} covers [{a0}, {a1}] and {b} [{b0}, {b1}]; {a}'s "
     "interval moves by {rate} in the step, so they overlap from t = {enter} to t = {leave}.",
     "軸 {k}（({dx}, {dy})）：t = 0 で {a} は [{a0}, {a1}]、{b} は [{b0}, {b1}] を占めます。{a} "
     "の区間はこのステップで {rate} 動くので、t = {enter} から t = {leave} まで重なります。"},
    {"toi.axes.axis.always",
     "Axis {k} ({dx}, {dy}): {a} covers [{a0}, {a1}] and {b} [{b0}, {b1}], and the motion does "
     "not move them along it: they overlap on it at every time.",
     "軸 {k}（({dx}, {dy})）：{a} は [{a0}, {a1}]、{b} は [{b0}, {b1}] を占め、動きはこの軸の方向"
     "に区間を動かしません。この軸ではいつでも重なっています。"},
    {"toi.axes.axis.apart",
     "Axis {k} ({dx}, {dy}): {a} covers [{a0}, {a1}] and {b} [{b0}, {b1}], and the motion does "
     "not move them along it: they never overlap on it, so this axis keeps the shapes apart for "
     "the whole step.",
     "軸 {k}（({dx}, {dy})）：{a} は [{a0}, {a1}]、{b} は [{b0}, {b1}] を占め、動きはこの軸の方向"
     "に区間を動かしません。この軸では決して重ならないので、この軸がステップの間ずっと2つの図形を離"
     "しておきます。"},
    {"toi.axes.window",
     "The latest time any axis starts to overlap is t = {tin} (axis {kin}), the earliest time "
     "any axis stops is t = {tout} (axis {kout}). The first comes before the second, so every "
     "axis overlaps from t = {tin} to t = {tout}: the shapes meet then, and t = {tin} is when "
     "they first touch.",
     "重なり始めるのがいちばん遅い軸は t = {tin}（軸 {kin}）、重なり終わるのがいちばん早い軸は "
     "t = {tout}（軸 {kout}）です。前者が後者より先なので、t = {tin} から t = {tout} まではすべて"
     "の軸で重なります。その間に2つの図形は接触し、最初に触れるのは t = {tin} です。"},
    {"toi.axes.window.never",
     "The latest time any axis starts to overlap is t = {tin} (axis {kin}), but axis {kout} "
     "already stops at t = {tout}: there is no time at which every axis overlaps, so the shapes "
     "never meet.",
     "重なり始めるのがいちばん遅い軸は t = {tin}（軸 {kin}）ですが、軸 {kout} は t = {tout} で"
     "もう重なり終わっています。すべての軸で同時に重なる時刻がないので、2つの図形は接触しません。"},
    {"toi.axes.window.apart", "One axis keeps the intervals apart at every time, so the shapes never meet.",
     "ある軸でいつでも区間が離れているので、2つの図形は接触しません。"},
    // [SECTION] Two disks: the quadratic
    {"toi.disks.quadratic",
     "Two disks touch when their centres are R = {R} apart. The centres' offset is q + t w (q: "
     "from {b}'s centre to {a}'s, w: the relative motion), so |q + t w|² = R² is the quadratic "
     "A t² + B t + C = 0 with A = w·w = {A}, B = 2 q·w = {B} and C = q·q - R² = {C}.",
     "2つの円（円板）は、中心どうしの距離が R = {R} になったときに接します。中心どうしのずれは q + "
     "t w（q は {b} の中心から {a} の中心へのベクトル、w は相対的な動き）なので、|q + t w|² = R² は"
     "2次方程式 A t² + B t + C = 0 になります。A = w·w = {A}、B = 2 q·w = {B}、C = q·q - R² = "
     "{C} です。"},
    {"toi.disks.two",
     "Its discriminant D = B² - 4AC = {D} is positive: two roots, t1 = {t1} and t2 = {t2}. The "
     "smaller root is when they first touch, the larger when they part again.",
     "判別式 D = B² - 4AC = {D} は正なので、解は t1 = {t1} と t2 = {t2} の2つです。小さいほうの"
     "解が最初に接する時刻、大きいほうが再び離れる時刻です。"},
    {"toi.disks.one",
     "Its discriminant D = B² - 4AC = {D} is zero: one root t = {t1}. The centres come exactly "
     "R apart and no nearer: the disks only graze.",
     "判別式 D = B² - 4AC = {D} は 0 なので、解は t = {t1} の1つだけです。中心どうしはちょうど R "
     "まで近づき、それ以上は近づきません。2つの円はかすめるだけです。"},
    {"toi.disks.none",
     "Its discriminant D = B² - 4AC = {D} is negative: no root. The centres never come within R "
     "of each other: no contact at any time.",
     "判別式 D = B² - 4AC = {D} は負なので、解はありません。中心どうしが R 以内に近づくことはな"
     "く、いつまでも接触しません。"},
    // [SECTION] Grown shapes: vertices against grown edges
    {"toi.sweep",
     "{a} and {b} have round parts: each is a core (a point, a segment or a polygon) grown by a "
     "radius, R = {R} together. They touch when a vertex of one core comes within R of an edge "
     "of the other. For every vertex and edge those times form one interval (near the edge's "
     "ends: a quadratic, as for two disks; along it: the distance to a line), and the earliest "
     "start over all of them is the time of impact.",
     "{a} と {b} には丸い部分があります。どちらも芯（点、線分、多角形）を半径だけ太らせた図形で、"
     "半径の和は R = {R} です。一方の芯の頂点が他方の芯の辺から R 以内に入ったときに接します。頂点"
     "と辺の組ごとに、その時刻は1つの区間になります（辺の端の近くでは2つの円と同じ2次方程式、辺に"
     "沿った部分では直線までの距離で決まります）。すべての組の区間の始まりのうち最も早いものが衝突"
     "時刻です。"},
    // [SECTION] The answer
    {"toi.result",
     "Time of impact: t = {t} ({case}), every decision exact and the time rounded once. At t = 1 "
     "they are {end}.",
     "衝突時刻は t = {t}（{case}）です。どの判定も厳密で、時刻は一度だけ丸めています。t = 1 で"
     "は{end}。"},
    {"toi.result.tunnels",
     "Time of impact: t = {t} ({case}). At t = 0 and at t = 1 they are apart, so a test at each "
     "frame alone misses this contact: the fast one tunnels through.",
     "衝突時刻は t = {t}（{case}）です。t = 0 でも t = 1 でも離れているので、フレームごとの判定"
     "だけではこの接触を見逃します。速いほうがすり抜けてしまいます。"},
    {"toi.result.start",
     "At t = 0 they are already {start}: the time of impact is t = 0. At t = 1 they are {end}.",
     "t = 0 ですでに{start}。衝突時刻は t = 0 です。t = 1 では{end}。"},
    {"toi.result.none", "No contact within the step (t from 0 to 1). At t = 1 they are {end}.",
     "このステップ（t は 0 から 1）の間に接触はありません。t = 1 では{end}。"},
    {"word.entering", "entering", "進入"},
    {"word.grazing", "grazing", "かすめる"},
};

const bool kRegistered = registerTexts(kTexts);

}  // namespace

}  // namespace hitlab::explain::detail
