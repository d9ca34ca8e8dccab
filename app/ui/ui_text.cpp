// ui_text.cpp — the interface's words, English beside Japanese (ui_text.h).
#include "ui_text.h"

#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <optional>
#include <regex>
#include <set>
#include <string_view>
#include <unordered_map>

#include "../model/app_state.h"

namespace hitlab::app {

const std::vector<UiText>& uiTexts() {
  static const std::vector<UiText> kTable = {
      // [SECTION] Lessons
      {"Lesson", "レッスン"},
      {"Lessons", "レッスン"},
      {"Glossary", "用語集"},
      {"Article:", "記事："},
      {"Page", "ページ"},
      {"< Previous page", "< 前のページ"},
      {"Next page >", "次のページ >"},
      {"Close the lesson", "レッスンを閉じる"},
      {"Question", "問い"},
      {"Right.", "正解です。"},
      {"Not quite.", "惜しい、違います。"},
      {"Task", "課題"},
      {"Not yet: drag the shapes.", "まだです。図形をドラッグしてみましょう。"},
      {"Not yet: drag a motion arrow's tip.", "まだです。動きの矢印の先をドラッグしてみましょう。"},
      {"Done!", "できました！"},
      {"Drags move shapes along x only on this page.", "このページでは図形は x 方向にだけ動きます。"},
      {"Drags move shapes along y only on this page.", "このページでは図形は y 方向にだけ動きます。"},
      {"Start the page again", "このページをやり直す"},
      {"Lesson files that did not load:", "読み込めなかったレッスンファイル："},
      {"Colours in this step", "このステップの色"},
      {"red: negative, or the wrong side", "赤：負、または反対側"},
      {"green: positive, or apart", "緑：正、または離れている"},
      {"amber: what this step computes", "琥珀色：このステップで求めるもの"},
      {"grey: a guide", "灰色：補助線"},
      {"blue / pink: the projection intervals of the pair", "青／ピンク：2つの図形の射影の区間"},
      {"Help", "ヘルプ"},
      {"Answer the question to go on (or press 1, 2, ...).",
       "問いに答えると先へ進めます（キー 1、2、… でも選べます）。"},
      {"Shapes move in whole grid steps (G turns it off).",
       "図形は方眼の目盛りごとに動きます（G で切り替え）。"},
      {"Motion arrows move in whole grid steps (G turns it off).",
       "動きの矢印は方眼の目盛りごとに動きます（G で切り替え）。"},
      {"Formula:", "式："},
      // [SECTION] The lesson editor (lesson_editor_section.cpp)
      {"Lesson editor###lessoneditor", "レッスンエディター###lessoneditor"},
      {"New lesson", "新しいレッスン"},
      {"Edit lesson", "レッスンを編集"},
      {"Edit this lesson", "このレッスンを編集"},
      {"Undo##lesson", "元に戻す##lesson"},
      {"Redo##lesson", "やり直す##lesson"},
      {"Check", "検査"},
      {"Preview from this page", "このページからプレビュー"},
      {"Save##lesson", "保存##lesson"},
      {"Save as...##lesson", "名前を付けて保存...##lesson"},
      {"Open...##lesson", "開く...##lesson"},
      {"Close##lesson", "閉じる##lesson"},
      {"Save the lesson to", "レッスンの保存先"},
      {"Not saved to a file yet.", "まだファイルに保存していません。"},
      {"Saved to", "保存先："},
      {"Unsaved edits; file:", "保存していない編集があります。ファイル："},
      {"Previewing the lesson as a student sees it.", "生徒が見るとおりにレッスンをプレビューしています。"},
      {"Back to the editor", "エディターに戻る"},
      {"Lesson id", "レッスン ID"},
      {"Lesson title", "レッスンの題"},
      {"Pages", "ページ"},
      {"task", "課題"},
      {"Add a page (the canvas)", "ページを追加（キャンバスから）"},
      {"Duplicate##page", "複製##page"},
      {"Delete##page", "削除##page"},
      {"Page %d", "ページ %d"},
      {"Title", "題"},
      {"Caption", "説明文"},
      {"Scene:", "シーン："},
      {"%d shapes", "図形 %d 個"},
      {", no pair", "、ペアなし"},
      {"the batch view of %d segments", "線分 %d 本のバッチ表示"},
      {"Use the canvas", "キャンバスを使う"},
      {"Show on the canvas", "キャンバスに表示"},
      {"Drags:", "ドラッグ："},
      {"free", "自由"},
      {"x only", "x だけ"},
      {"y only", "y だけ"},
      {"snapped to the grid", "グリッドに合わせる"},
      {"Every Explain step", "説明のすべてのステップ"},
      {"steps, first and last", "ステップ（最初と最後）"},
      {"Ask a question", "問いを出す"},
      {"right answer", "正解"},
      {"remove", "削除"},
      {"Choice", "選択肢"},
      {"Add a choice", "選択肢を追加"},
      {"Why (shown once answered)", "理由（答えたあとに表示）"},
      {"Set a task", "課題を出す"},
      {"When done", "できたとき"},
      {"pair##taskA", "ペア##taskA"},
      {"(any)", "（問わない）"},
      {"time of impact case", "衝突時刻の場合"},
      {"first contact at", "最初に接する時刻"},
      {"points where the outlines meet", "輪郭が交わる点の数"},
      {"first separating axis", "最初の分離軸"},
      {"any axis of %s", "%s のどの軸でも"},
      {"%s: the axis to the nearest vertex", "%s：最も近い頂点への軸"},
      {"%s: edge %d's normal", "%s：辺 %d の法線"},
      {"the article's float formula is wrong here", "ここで記事の浮動小数点の式が誤る"},
      {"Solution: %s moved by (%s, %s).", "解答：%s を (%s, %s) だけ動かす。"},
      {"Show the page on the canvas, drag one shape (or pull out its motion arrow) to where the task is "
       "done, "
       "then press Record my solution at the top (a goal not chosen yet becomes the pair's relation there).",
       "ページをキャンバスに表示し、課題ができる位置まで図形を1つドラッグ（または動きの矢印を引き出す）してか"
       "ら、"
       "上の「キャンバスから自分の解答を記録」を押します（目標をまだ選んでいなければ、その位置でのペアの関係"
       "が"
       "目標になります）。"},
      {"Solution: %s moved by (%s, %s), its motion (%s, %s).",
       "解答：%s を (%s, %s) だけ動かし、動きを (%s, %s) にする。"},
      {"Record my solution from the canvas", "キャンバスから自分の解答を記録"},
      {"You answered %d questions and did %d tasks of this lesson before.",
       "このレッスンでは前に %d 問に答え、%d 個の課題をしています。"},
      {"Resume at page %d", "ページ %d から続ける"},
      {"Start over", "はじめからやり直す"},
      {"My answers", "自分の答え"},
      {"Copy lesson link", "レッスンのリンクをコピー"},
      {"Copy", "コピー"},
      {"Save as a file...", "ファイルに保存..."},
      {"Save my answers to", "自分の答えの保存先"},
      {"Type the number to %d significant digits.", "有効数字 %d 桁で数を入力してください。"},
      {"Answer", "答える"},
      {"Your answer:", "あなたの答え："},
      {"Give %d significant digits, not more.", "有効数字は %d 桁までにしてください。"},
      {"Not a number: type digits, as 1.25.", "数ではありません。1.25 のように数字で入力してください。"},
      {"To %d significant digits it is %s (the exact value as a double: %s).",
       "有効数字 %d 桁では %s です（厳密な値を double に丸めると %s）。"},
      {"choices", "選択肢"},
      {"a number", "数"},
      {"of the pair", "ペアの"},
      {"significant digits", "有効数字"},
      {"The answer: %s", "答え：%s"},
      {"Export animation (the last drag)...", "アニメーションを書き出す（最後のドラッグ）..."},
      {"Export animation (the lesson page's reveal)...",
       "アニメーションを書き出す（レッスンのページの答え合わせ）..."},
      {"Export animation (Explain steps of the selected pair)...",
       "アニメーションを書き出す（選んだペアの説明のステップ）..."},
      {"Animation to (.webp, .gif, or a folder for PNG frames)",
       "アニメーションの保存先（.webp、.gif、または PNG のコマを入れるフォルダー）"},
      {"frame time (ms)", "1コマの時間（ミリ秒）"},
      {"the canvas's size", "キャンバスの大きさ"},
      {"width x height (pixels, 16 to 8192)", "幅 x 高さ（ピクセル、16 から 8192）"},
      {"Print handout (the lesson's pages)...", "配布資料を印刷（レッスンのページ）..."},
      {"Handout to (.pdf: PDF pages; .html: open it in a browser to print)",
       "配布資料の保存先（.pdf：PDF のページ、.html：ブラウザーで開いて印刷）"},
      // [SECTION] Menus (panels.cpp)
      {"File", "ファイル"},
      {"Open...", "開く..."},
      {"Open Recent", "最近開いたファイル"},
      {"Save", "保存"},
      {"Save As...", "名前を付けて保存..."},
      {"Export regression test (all pairs)...", "回帰テストを書き出す（すべてのペア）..."},
      {"Export regression test (selected pair)...", "回帰テストを書き出す（選んだペア）..."},
      {"Copy selected pair as GoogleTest", "選んだペアを GoogleTest としてコピー"},
      {"Copy share link", "共有リンクをコピー"},
      {"Screenshot (PNG)...", "スクリーンショット（PNG）..."},
      {"Export view as SVG...", "表示を SVG で書き出す..."},
      {"Quit", "終了"},
      {"Edit", "編集"},
      {"Undo", "元に戻す"},
      {"Undo %s", "元に戻す：%s"},
      {"Redo", "やり直す"},
      {"Delete", "削除"},
      {"Duplicate", "複製"},
      {"Make degenerate (selected pair)", "退化した配置にする（選んだペア）"},
      {"%s: moves %s", "%s（%s を動かす）"},
      {"nothing applies to this pair's types", "このペアの種類に使えるものはありません"},
      {"Put the point on the nearest edge", "点を最も近い辺の上に置く"},
      {"Make collinear (b's first end on line a)", "同一直線上にする（b の始点を直線 a の上に）"},
      {"Make tangent (outside)", "接するようにする（外側）"},
      {"Make tangent (inside)", "接するようにする（内側）"},
      {"Make concentric", "同心にする"},
      {"Touch along an edge", "辺どうしで接するようにする"},
      {"Touch at a corner", "角で接するようにする"},
      {"Make two edges share a piece", "2つの辺が一部を共有するようにする"},
      {"Check invariants (selected pair)", "不変性を確かめる（選んだペア）"},
      {"Check invariants (whole scene)", "不変性を確かめる（シーン全体）"},
      {"Write invariant report (selected pair)", "不変性のレポートを書き出す（選んだペア）"},
      {"Add", "追加"},
      {"Segment", "線分"},
      {"Circle", "円"},
      {"Capsule", "カプセル"},
      {"Rounded box", "角の丸い箱"},
      {"Box (centre, half extents, angle)...", "箱（中心、半分の幅と高さ、角度）..."},
      {"Box###box", "箱###box"},
      {"centre", "中心"},
      {"half extents", "半分の幅と高さ"},
      {"angle (degrees, counter-clockwise)", "角度（度、反時計回り）"},
      {"radius", "半径"},
      {"half extents must be > 0, the radius >= 0",
       "半分の幅と高さは 0 より大きく、半径は 0 以上にしてください"},
      {"Its corners are the rotated ones rounded to doubles, as an engine stores them.",
       "頂点は回転した角を double に丸めたものです（エンジンが持つのと同じ形です）。"},
      {"Add (Enter)", "追加 (Enter)"},
      {"'%s' is the pair's first shape: Tab to another and press Enter",
       "'%s' をペアの 1 つめにしました。Tab でもう 1 つに移って Enter を押してください"},
      {"the pair: '%s' and '%s'", "ペア: '%s' と '%s'"},
      {"High contrast", "ハイコントラスト"},
      // (the canvas in words, for a screen reader: ui/spoken.cpp)
      {"point at %s", "点 %s"},
      {"segment from %s to %s", "%s から %s への線分"},
      {"circle, centre %s, radius %s", "円、中心 %s、半径 %s"},
      {"capsule from %s to %s, radius %s", "%s から %s へのカプセル、半径 %s"},
      {"rect from %s to %s", "%s から %s までの長方形"},
      {", rounded by %s", "、角の丸み %s"},
      {"polygon, vertices %s", "多角形、頂点 %s"},
      {"%s and %s: answer the question first.", "%s と %s: まず質問に答えてください。"},
      {"%s and %s: %s", "%s と %s: %s"},
      {"%s and %s are apart, %s from each other.", "%s と %s は離れています。距離は %s です。"},
      {"%s and %s touch at %s.", "%s と %s は %s で接しています。"},
      {"%s and %s overlap.", "%s と %s は重なっています。"},
      {"%s and %s overlap; their outlines cross at %s.",
       "%s と %s は重なっています。輪郭は %s で交わります。"},
      {"%s lies inside %s.", "%s は %s の内側にあります。"},
      {"They are the same set.", "2 つは同じ集合です。"},
      {"Lesson %s, page %d of %zu: %s", "レッスン %s、%d / %zu ページ: %s"},
      {"Question: %s", "質問: %s"},
      {"Key %zu: %s", "キー %zu: %s"},
      {"Task: %s", "課題: %s"},
      {"Done: %s", "できました: %s"},
      {"Not done yet.", "まだできていません。"},
      {"%zu shapes:", "図形 %zu 個:"},
      {"and %zu more", "ほか %zu 個"},
      {"rect '%s' turned: a polygon now, its corners the rotated ones rounded to doubles",
       "長方形 '%s' を回転しました。いまは多角形で、頂点は回転した角を double に丸めたものです"},
      {"Rect", "長方形"},
      {"Polygon", "多角形"},
      {"Point", "点"},
      {"View", "表示"},
      {"y axis down (screen convention)", "y 軸を下向きに（画面の慣習）"},
      {"Snap to grid", "方眼に合わせる"},
      {"Motions", "動き"},
      {"Hide motions", "動きを隠す"},
      {"SAT view of the selected pair", "選んだペアの SAT 表示"},
      {"Collapse parallel SAT axes", "平行な SAT の軸をまとめる"},
      {"Sidebar", "サイドバー"},
      {"Language", "言語 (Language)"},
      {"Theme", "テーマ"},
      {"Dark", "ダーク"},
      {"Light (for projectors)", "ライト（プロジェクター向け）"},
      {"Text size", "文字の大きさ"},
      {"Ctrl+= larger, Ctrl+- smaller", "Ctrl+= で大きく、Ctrl+- で小さく"},
      {"Batch view (the NumPy test)", "バッチ表示（NumPy による判定）"},
      {"Fit scene", "シーン全体を表示"},
      {"Frame the selected pair", "選んだペアに合わせて表示"},
      {"Present", "発表モード"},
      {"Gallery", "ギャラリー"},
      {"Touch toolbar", "タッチ用ツールバー"},
      {"Auto (on a touch screen)", "自動（タッチ画面で表示）"},
      {"Show", "表示する"},
      {"Hide", "隠す"},
      // [SECTION] Touch toolbar (toolbar.cpp) and canvas menu (canvas_menu.cpp)
      {"< Step", "< 前のステップ"},
      {"Play", "再生"},
      {"Pause", "一時停止"},
      {"Step >", "次のステップ >"},
      {"< Page", "< 前のページ"},
      {"Page >", "次のページ >"},
      {"End presentation", "発表モードを終える"},
      {"Pair with %s", "%s とペアにする"},
      {"Select", "選ぶ"},
      {"Rotate with the next drag", "次のドラッグで回転する"},
      {"Remove this vertex", "この頂点を削除"},
      {"Insert a vertex here", "ここに頂点を追加"},
      {"double-click", "ダブルクリック"},
      {"Add here", "ここに追加"},
      // [SECTION] Explain (explain_section.cpp) and the sections' titles
      {"Explain###explain", "説明###explain"},
      {"Lesson###lesson", "レッスン###lesson"},
      {"< Previous", "< 前へ"},
      {"Next >", "次へ >"},
      {"step", "ステップ"},
      {"Pick a pair (a row of Results, or Shift+click a second shape) to see how its answer is reached.",
       "ペアを選ぶと（結果の行をクリック、または "
       "Shift+クリックで2つ目の図形）、答えの求め方を順に説明します。"},
      {"Answer the lesson's question first: the explanation gives it away.",
       "先にレッスンの問いに答えましょう。説明を見ると答えがわかってしまいます。"},
      {"(F5 or Esc ends the presentation, F9 shows the sidebar)",
       "（F5 または Esc で発表を終わる。F9 でサイドバーを表示）"},
      {"Show panels", "パネルを表示"},
      {"Hide panels", "パネルを隠す"},
      // [SECTION] File picker, restore modal, canvas, status bar (panels.cpp)
      {"File###picker", "ファイル###picker"},
      {"Open a scene", "シーンを開く"},
      {"Download as", "ダウンロードするファイル名"},
      {"Screenshot to PNG", "PNG にスクリーンショットを保存"},
      {"Save to", "保存先"},
      {"OK", "OK"},
      {"Cancel", "キャンセル"},
      {"Restore unsaved changes###restore", "保存していない変更を戻す###restore"},
      {"Restore unsaved changes from %s?", "%s の時点の保存していない変更を戻しますか？"},
      {"%zu edits to %s", "%zu 回の編集（対象：%s）"},
      {"an untitled scene", "名前のないシーン"},
      {"kept in %s", "保存場所：%s"},
      {"Restore (Enter)", "戻す (Enter)"},
      {"Discard", "破棄"},
      {"%s / %s meet at\n(%.17g, %.17g)", "%s と %s の共有点\n(%.17g, %.17g)"},
      {"%s%s | %zu shapes | cursor (%.6g, %.6g) | zoom %.4g px/unit%s | %s",
       "%s%s | 図形 %zu 個 | カーソル (%.6g, %.6g) | 拡大率 %.4g px/単位%s | %s"},
      {"(untitled)", "（名前なし）"},
      {" | snap", " | 方眼に合わせる"},
      // [SECTION] Results
      {"Results###results", "結果###results"},
      {"only touching / overlapping", "接している／重なっているペアだけ"},
      {"%zu of %zu pairs", "%zu / %zu ペア"},
      {"pair", "ペア"},
      {"relation", "関係"},
      {"article's formula", "記事の式"},
      {"containment", "包含"},
      {"distance", "距離"},
      {"depth", "深さ"},
      {"points", "点"},
      {"agree", "一致"},
      {"float32 wrong", "float32 が誤り"},
      {"double wrong", "double が誤り"},
      {"both wrong", "両方が誤り"},
      {"(big scene)", "（大きなシーン）"},
      {"error: %s", "エラー：%s"},
      {"disjoint", "離れている"},
      {"touching", "接している"},
      {"overlapping", "重なっている"},
      {"entering", "進入"},
      {"grazing", "かすめる"},
      {"time of impact t = %.17g (%s)", "衝突時刻 t = %.17g（%s）"},
      {"no contact within the step", "このステップの間には接触しません"},
      {"it tunnels: a test at t = 0 and at t = 1 alone misses this contact",
       "すり抜け：t = 0 と t = 1 だけの判定ではこの接触を見逃します"},
      {"at t = 1: %s", "t = 1 では%s"},
      {"time of impact", "衝突時刻"},
      {"In motion: how engines find the time of impact", "動きの中で：エンジンは衝突時刻をどう求めるか"},
      {"%d sub-steps", "サブステップ %d 回"},
      {"tolerance 10^%.1f of the scale", "許容誤差：スケールの 10^%.1f"},
      {"method", "方法"},
      {"time", "時刻"},
      {"from the exact time", "厳密な時刻との差"},
      {"tests", "判定回数"},
      {"misses it", "見逃す"},
      {"no contact", "接触なし"},
      {"a test at t = 0 and t = 1", "t = 0 と t = 1 での判定"},
      {"sub-steps", "サブステップ"},
      {"conservative advancement", "保守的前進法"},
      {"conservative advancement stopped after 50 tests, still short of contact",
       "保守的前進法は 50 回の判定で打ち切られ、まだ接触に届いていません"},
      {"tunnels", "すり抜け"},
      {"at impact", "衝突時刻へ"},
      {"at t = %.17g: %s (exact)", "t = %.17g では%s（厳密）"},
      {"none", "なし"},
      {"a_in_b", "a が b に含まれる"},
      {"b_in_a", "b が a に含まれる"},
      {"equal", "同じ"},
      // [SECTION] Lab
      {"Lab: float32, double, exact###lab", "実験室：float32、double、厳密###lab"},
      {"No article gives code for this pair's types.", "このペアの種類のコードを示す記事はありません。"},
      {"The article's formula %s, as written:", "記事の式 %s（書かれたとおり）："},
      {" (wrong)", "（誤り）"},
      {"  exact %s", "  厳密 %s"},
      {"quantity", "量"},
      {"exact", "厳密"},
      {"%s... (%zu digits)", "%s...（%zu 桁）"},
      {"(irrational: compared as squares)", "（無理数：2乗どうしで比較）"},
      {"%s.%s moved by %lld ulps: %s", "%s.%s を %lld ulp 動かす：%s"},
      {"relation %s", "関係：%s"},
      {"(invalid polygon)", "（不正な多角形）"},
      {"formula: float32 %s, double %s, exact %s", "式：float32 %s、double %s、厳密 %s"},
      {"click: move the shape there (Ctrl+Z undoes)", "クリック：図形をそこへ動かす（Ctrl+Z で元に戻す）"},
      {"Tolerance band", "許容誤差の帯"},
      {"10^%.1f of the scale", "スケールの 10^%.1f"},
      {"epsilon %s: an epsilon test says %s, exactly %s",
       "epsilon %s：epsilon による判定は「%s」、厳密には「%s」"},
      {"they differ: this pair lies in the band", "食い違っています。このペアは帯の中にあります"},
      {"they agree here; the shaded band is where they would not",
       "ここでは一致しています。色の付いた帯の中では食い違います"},
      {"Edit > Check invariants: the pair swapped, mirrored, moved, scaled by 2^k, ...",
       "編集 > 不変性を確かめる：ペアを入れ替え、鏡に映し、動かし、2^k 倍し、…"},
      {"Invariants of %s: %d views of %d pairs", "%s の不変性：%d 通りの見方（%d ペア）"},
      {"the whole scene", "シーン全体"},
      {"every view gives the same answer", "どの見方でも答えは同じです"},
      {"Write invariant report", "不変性のレポートを書き出す"},
      {"Pick a pair to see its article's formula in float32, double and exactly.",
       "ペアを選ぶと、記事の式を float32、double、厳密の3通りで計算して示します。"},
      {"Perturbation explorer: one value moved by k ulps", "摂動エクスプローラー：1つの値を k ulp 動かす"},
      // [SECTION] Pair
      {"Pair###pair", "ペア###pair"},
      {"Click a row of Results, or Shift+click a second shape, to pick a pair.",
       "結果の行をクリックするか、2つ目の図形を Shift+クリックして、ペアを選びます。"},
      {"%s = %.17g  (sign %+d, exact)", "%s = %.17g  （符号 %+d、厳密）"},
      {"strict (< 0): %s   inclusive (<= 0): %s%s", "等号なし (< 0)：%s   等号あり (<= 0)：%s%s"},
      {"cross", "交差する"},
      {"no", "いいえ"},
      {"meet", "交わる"},
      {"miss", "外れ"},  // (a verdict's word, as an assessment says it: assessmentWordJa)
      {"numbers only", "数値のみ"},
      {"   (collinear: 1-D interval test)", "   （同一直線上：1次元の区間の判定）"},
      {"nearest point (%.17g, %.17g), t = %.6g", "最も近い点 (%.17g, %.17g)、t = %.6g"},
      {"distance %.17g vs r %.17g", "距離 %.17g と r %.17g"},
      {"d = %.17g   d vs r1+r2: %+d   d vs |r1-r2|: %+d", "d = %.17g   d と r1+r2：%+d   d と |r1-r2|：%+d"},
      {"along the line of centers %.17g, half chord %.17g, %d point(s)",
       "中心を結ぶ直線に沿って %.17g、弦の半分 %.17g、点 %d 個"},
      {"SAT: %zu candidate axes, first separating: %s", "SAT：候補の軸 %zu 本、最初の分離軸：%s"},
      {"MTV (move %s): (%.17g, %.17g), depth %.17g",
       "最小移動ベクトル（%s を動かす）：(%.17g, %.17g)、深さ %.17g"},
      {"owner/edge", "図形/辺"},
      {"axis", "軸"},
      {"overlap", "重なり"},
      {" separating", " 分離"},
      // [SECTION] Inspector
      {"Inspector###inspector", "インスペクター###inspector"},
      {"Click a shape to select it; Shift+click a second one to pick a pair.",
       "図形をクリックすると選択します。2つ目を Shift+クリックするとペアになります。"},
      {"point", "点"},
      {"segment", "線分"},
      {"circle", "円"},
      {"capsule", "カプセル"},
      {"rect", "長方形"},
      {"polygon", "多角形"},
      {"Exact values (and one ulp away)###exact", "厳密な値（と 1 ulp 隣の値）###exact"},
      // [SECTION] Batch view
      {"Batch view###batch", "バッチ表示###batch"},
      {"The overview article's NumPy test, live: the probe against every segment at once on the batch (SIMD) "
       "path, each "
       "frame it moves.",
       "概要の記事の NumPy による判定をその場で：プローブが動くたびに、バッチ (SIMD) "
       "の経路ですべての線分と一度に判定します。"},
      {"segments", "線分の数"},
      {"Regenerate", "作り直す"},
      {"%.0f us (scalar %.0f us)", "%.0f us（スカラー %.0f us）"},
      {"exact: overlapping", "厳密：重なっている"},
      {"exact: touching", "厳密：接している"},
      {"to the exact path", "厳密な経路へ"},
      {"batch = scalar", "バッチ = スカラー"},
      {"yes, every pair", "はい、すべてのペアで"},
      {"%s pairs differ!", "%s ペアで食い違い！"},
      {"article's formula, double", "記事の式、double"},
      {"article's formula, exact", "記事の式、厳密"},
      {"double is wrong on", "double が誤るペア"},
      {"batch run", "バッチの実行時間"},
      {"The article's strict test (tc * td < 0 and ta * tb < 0) calls touching pairs apart by design; a "
       "magenta "
       "ring marks a pair whose double verdict differs from the same formula evaluated exactly.",
       "記事の等号なしの判定 (tc * td < 0 かつ ta * tb < 0) "
       "は、設計上、接しているペアを離れていると判定します。"
       "マゼンタの輪は、double での判定が同じ式を厳密に計算した結果と食い違うペアを示します。"},
      {"Export as regression scene (Ctrl+E)", "回帰テストのシーンとして書き出す (Ctrl+E)"},
      {"Leave batch view", "バッチ表示を終える"},
      // [SECTION] Judges (judges_section.cpp; the classes of hitlab/judge.h's findingClassName)
      {"Judges###judges", "判定器###judges"},
      {"not for this pair", "この組には使えない"},
      {"(rounded to float)", "（float に丸めて）"},
      {"agrees", "一致"},
      {"by design", "仕様どおり"},
      {"declined", "判定しない"},
      {"Select a pair (click two shapes, or a row of Results).",
       "組を選んでください（2つの図形をクリックするか、結果の行を選ぶ）。"},
      {"Exactly: %s", "厳密には：%s"},
      {"judge", "判定器"},
      {"says", "判定"},
      {"against the exact answer", "厳密な答えと比べて"},
      {"Add judge", "判定器を追加"},
      {"plugin: /path/to/libmine.so", "プラグイン：/path/to/libmine.so"},
      {"Load plugin", "プラグインを読み込む"},
      {"No judge is wrong on any pair of the scene.", "シーンのどの組でも、誤った判定器はありません。"},
      {"Wrong on %zu pairs of the scene (rings on the canvas):", "シーンの %zu 組で誤り（キャンバスに輪）："},
      {"A plugin is reloaded when its file changes. Hunt searches for the inputs where a judge is wrong.",
       "プラグインはファイルが変わると読み込み直します。「探す」で判定器が誤る入力を探します。"},
      {"Your judge in JavaScript:", "JavaScript で書いた判定器："},
      {"Use this judge", "この判定器を使う"},
      {"kept in this browser", "このブラウザーに保存"},
      {"Hunt searches for the inputs where a judge is wrong (the page waits while it hunts).",
       "「探す」で判定器が誤る入力を探します（探している間、ページは待ちます）。"},
      {"%.0f s", "%.0f 秒"},
      {"Hunt", "探す"},
      {"%lld pairs, %lld wrong, %d kinds", "%lld 組、誤り %lld、%d 種類"},
      {"Hunt of %s: %lld pairs, %zu kinds of wrong answer (report: %s/report.html)",
       "%s の探索：%lld 組、誤りの種類 %zu（報告：%s/report.html）"},
      {"Earlier findings asked first: %zu still wrong, %zu fixed since.",
       "前回までの発見を先に確認：%zu 件はまだ誤り、%zu 件は修正済み。"},
      {"touching taken as a miss", "接しているのに外れ"},
      {"touching taken as a hit", "接しているのに当たり"},
      {"apart taken as a hit", "離れているのに当たり"},
      {"overlapping taken as a miss", "重なっているのに外れ"},
      {"touching taken as overlapping", "接しているのに重なり"},
      {"overlapping taken as touching", "重なっているのに接触"},
      {"crossing points off", "交点がずれている"},
      {"distance off", "距離がずれている"},
      {"crash", "クラッシュ"},
      {"hang", "応答なし"},
      {"NaN or no valid answer", "NaN または無効な答え"},
      {"a contact missed", "接触の見落とし"},
      {"a contact where there is none", "ない接触"},
      {"time of impact early", "衝突時刻が早い"},
      {"time of impact late", "衝突時刻が遅い"},
      {"contact normal off", "接触法線のずれ"},
      {"a degenerate shape", "退化した図形"},
      {"one inside the other", "一方が他方の内側"},
      {"a shared vertex", "共有する頂点"},
      {"edges on one line", "同一直線上の辺"},
      {"a vertex on the other's outline", "相手の輪郭上の頂点"},
      {"tangent", "円が接する"},
      {"parallel edges facing", "向かい合う平行な辺"},
      {"near-parallel", "ほぼ平行"},
      {"near a corner", "角の近く"},
      {"in contact at the start", "始めから接している"},
      {"first contact at the step's end", "ステップの終わりで初めて接する"},
      {"passing through in one step", "1 ステップで通り抜ける"},
      {"a first contact in the step", "ステップ中の最初の接触"},
      {"no contact in the step", "ステップ中に接触なし"},
      {"general position", "一般の位置"},
      {"tiny scale", "極小スケール"},
      {"huge scale", "極大スケール"},
      {"at worst %.2g of their size", "最大で大きさの %.2g"},
      // [SECTION] Explain
      {"Numbers in Explain", "説明の数値"},
      {"4 significant digits", "有効数字 4 桁"},
      {"6 significant digits", "有効数字 6 桁"},
      {"Exact (every digit that reads back)", "厳密（読み戻して同じ値になる全桁）"},
      {"Exact values of this step", "このステップの厳密な値"},
      {"≈ marks a number rounded for reading (View > Numbers in Explain).",
       "≈ は読みやすく丸めた数値です（表示 > 説明の数値）。"},
      {"Left and right as the screen shows them, with y pointing down.",
       "左右は y 軸を下向きにした画面での見え方です。"},
  };
  return kTable;
}

namespace {

// A UI text's Japanese (uiTexts), or the English itself when it has none.
const char* uiJapanese(const char* english) {
  static const std::unordered_map<std::string_view, const char*> kJapanese = [] {
    std::unordered_map<std::string_view, const char*> m;
    for (const UiText& t : uiTexts()) m.emplace(t.en, t.ja);
    return m;
  }();
  auto found = kJapanese.find(english);
  return found == kJapanese.end() ? english : found->second;
}

}  // namespace

const char* tr(const AppState& s, const char* english) {
  return s.explain.language == explain::Language::Japanese ? uiJapanese(english) : english;
}

std::string format(const char* fmt, ...) {
  va_list args, again;
  va_start(args, fmt);
  va_copy(again, args);
  // (the analyzer does not follow va_copy before the first use: both lists are initialised here)
  const int n = std::vsnprintf(nullptr, 0, fmt, args);  // NOLINT(clang-analyzer-valist.Uninitialized)
  va_end(args);
  std::string out(n > 0 ? static_cast<std::size_t>(n) : 0, '\0');
  if (n > 0) std::vsnprintf(out.data(), out.size() + 1, fmt, again);
  va_end(again);
  return out;
}

// [SECTION] Messages

namespace {

// One known form of a message: a whole-message pattern and its Japanese, built from the match.
struct Form {
  std::regex pattern;
  std::string (*japanese)(const std::smatch& m);
};

std::string group(const std::smatch& m, int i) { return m[i].str(); }

const std::unordered_map<std::string, std::string>& systemErrors() {
  static const std::unordered_map<std::string, std::string> kTable = {
      {"No such file or directory", "ファイルまたはフォルダーがありません"},
      {"Permission denied", "アクセスが許可されていません"},
      {"No space left on device", "ディスクの空きがありません"},
      {"Read-only file system", "読み取り専用のファイルシステムです"},
      {"Is a directory", "フォルダーです"},
      {"Not a directory", "フォルダーではありません"},
      {"File exists", "ファイルがすでにあります"},
      {"Input/output error", "入出力エラー"},
      {"File name too long", "ファイル名が長すぎます"},
      {"Disk quota exceeded", "ディスクの割り当てを超えました"},
  };
  return kTable;
}

// The system's error texts (strerror) that file errors end with.
std::string systemErrorJa(const std::string& text) {
  const auto& kTexts = systemErrors();
  auto found = kTexts.find(text);
  return found == kTexts.end() ? text : found->second;
}

const std::vector<std::pair<std::string, std::string>>& syntaxPhrases() {
  static const std::vector<std::pair<std::string, std::string>> kTable = {
      {"syntax error while parsing object separator - ", "オブジェクトの区切りを読んでいるところで、"},
      {"syntax error while parsing object key - ", "オブジェクトのキーを読んでいるところで、"},
      {"syntax error while parsing object - ", "オブジェクトを読んでいるところで、"},
      {"syntax error while parsing array - ", "配列を読んでいるところで、"},
      {"syntax error while parsing value - ", "値を読んでいるところで、"},
      {"syntax error - ", ""},
      {"invalid string: missing closing quote", "文字列を閉じる引用符がありません"},
      {"invalid string: forbidden character after backslash",
       "文字列のバックスラッシュの後に使えない文字があります"},
      {"invalid string: '\\u' must be followed by 4 hex digits",
       "文字列の '\\u' の後には16進数字が4つ必要です"},
      {"invalid string: surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF",
       "文字列のサロゲート U+D800..U+DBFF の後には U+DC00..U+DFFF が必要です"},
      {"invalid string: surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF",
       "文字列のサロゲート U+DC00..U+DFFF の前には U+D800..U+DBFF が必要です"},
      {"invalid string: ill-formed UTF-8 byte", "文字列に UTF-8 として正しくないバイトがあります"},
      {"invalid number; expected digit after '-'", "数値が正しくありません（'-' の後に数字が必要です）"},
      {"invalid number; expected digit after '.'", "数値が正しくありません（'.' の後に数字が必要です）"},
      {"invalid number; expected '+', '-', or digit after exponent",
       "数値が正しくありません（指数の後に '+'、'-' または数字が必要です）"},
      {"invalid number; expected digit after exponent sign",
       "数値が正しくありません（指数の符号の後に数字が必要です）"},
      {"invalid BOM; must be 0xEF 0xBB 0xBF if given", "BOM が正しくありません（付けるなら 0xEF 0xBB 0xBF）"},
      {"invalid comment; expecting '/' or '*' after '/'",
       "コメントが正しくありません（'/' の後に '/' か '*' が必要です）"},
      {"invalid comment; missing closing '*/'", "コメントを閉じる '*/' がありません"},
      {"invalid literal", "正しくないリテラルがあります"},
      {"unexpected end of input", "入力が途中で終わっています"},
      {"; expected end of input", "。入力はそこで終わるはずです"},
      {"; expected ", "。必要なのは "},
      {"unexpected ", "予期しない "},
      {"'[', '{', or a literal", "'['、'{' またはリテラル"},
      {"string literal", "文字列リテラル"},
      {"number literal", "数値リテラル"},
      {"true literal", "true リテラル"},
      {"false literal", "false リテラル"},
      {"null literal", "null リテラル"},
      {"end of input", "入力の終わり"},
      {"<parse error>", "<構文エラー>"},
      {"unknown token", "不明なトークン"},
  };
  return kTable;
}

// nlohmann's syntax error detail ("syntax error while parsing value - invalid literal; last read: '...';
// expected ..."): its fixed phrases replaced, what it quotes from the file kept.
std::string syntaxDetailJa(const std::string& detail) {
  const auto& kPhrases = syntaxPhrases();
  static const std::regex kControl(
      R"(invalid string: control character (U\+[0-9A-Fa-f]{4}) \([A-Z]+\) must be escaped to (\\u[0-9a-fA-F]{4}))");
  auto replaceAll = [&](std::string text) {
    text = std::regex_replace(text, kControl, "文字列の制御文字 $1 は $2 と書かなければなりません");
    for (const auto& [en, ja] : kPhrases)
      for (std::size_t at = text.find(en); at != std::string::npos; at = text.find(en, at + ja.size()))
        text.replace(at, en.size(), ja);
    return text;
  };
  // What the parser last read is the file's own text: kept as it is.
  const std::string lastRead = "; last read: '";
  const std::size_t at = detail.find(lastRead);
  if (at == std::string::npos) return replaceAll(detail);
  std::string read = detail.substr(at + lastRead.size()), rest;
  if (std::size_t expected = read.rfind("'; expected "); expected != std::string::npos)
    rest = read.substr(expected + 1), read = read.substr(0, expected);
  else if (!read.empty() && read.back() == '\'')
    read.pop_back();
  return replaceAll(detail.substr(0, at)) + "（最後に読んだところ：'" + read + "'）" + replaceAll(rest);
}

// [SECTION] The core's messages by id (hitlab/message.h): each id's Japanese, {1}, {2}, ... its arguments

const std::unordered_map<std::string_view, std::string_view>& coreMessagesJa() {
  static const std::unordered_map<std::string_view, std::string_view> kTable = {
      {"file.cannot-open", "ファイルを開けません"},
      {"file.is-directory", "フォルダーです。シーンのファイルではありません"},
      {"file.too-large", "ファイルが {1} バイトあり、上限の {2} バイトを超えています"},
      {"file.too-deep", "JSON の入れ子が {1} 段より深くなっています"},
      {"file.syntax", "構文エラー：{1}"},  // ({1}: syntaxDetailJa's, japaneseOf)
      {"file.number-not-finite", "数値 {1} は double で表すと有限になりません"},
      {"file.duplicate-key", "1つのオブジェクトにキー {1} が2度あります"},
      {"save.cannot-create", "保存できません。{1} を作れません（{2}）"},  // (the last: systemErrorJa's)
      {"save.write-failed", "保存できません。{1} に書き込めません（{2}）"},
      {"save.cannot-replace", "保存できません。ファイルを置き換えられません（{1}）"},
      // (a polygon.* text follows the polygon's name in shape.invalid-polygon: it starts with its particle)
      {"polygon.too-few-vertices", "の頂点が3つより少なくなっています"},
      {"polygon.repeated-vertex", "の頂点 {1} が次の頂点と重なっています"},
      {"polygon.zero-area", "の面積が 0 です"},
      {"polygon.self-intersecting", "は凸ではありません（辺が交差しています）"},
      {"polygon.reflex-vertex", "は凸ではありません（頂点 {1} で内側にへこんでいます）"},
      {"shape.invalid-polygon", "多角形 '{1}' {2}"},  // ({2}: the polygon.* message's, japaneseOf)
      {"snap.vertex", "頂点 ({1}, {2}) の上に動かしました"},
      {"snap.edge", "辺の上へ厳密に動かしました：({1}, {2})"},
      {"snap.edge-none",
       "垂線の足から 256 ulp 以内に、その辺の上に厳密に乗る double はありません。丸めた足の位置に置きました"},
      {"snap.line", "b の始点を直線 a の上に厳密に置きました：({1}, {2})"},
      {"snap.line-none",
       "垂線の足から 256 ulp 以内に、直線 a の上に厳密に乗る double "
       "はありません。丸めた足の位置に置きました"},
      {"snap.tangent-outside", "半径 {1}：外側から厳密に接します"},
      {"snap.tangent-inside", "半径 {1}：内側から厳密に接します"},
      {"snap.tangent-none",
       "64 ulp 以内に厳密に接する double の半径はありません（中心間の距離は sqrt({1}) で、double "
       "ではありません）。最も近い半径 {2}：{3}"},
      {"snap.concentric", "中心を a の中心に厳密に合わせました"},
      {"snap.corner", "角と角を x = {1} で合わせました。厳密に接しています"},
      {"snap.corner-rounded",
       "角と角を x = {1} で合わせました。厳密に接しています（幅か高さが丸められました）"},
      {"snap.corner-none", "角と角を x = {1} で合わせました。ただし接していません：{2}"},
      {"snap.corner-none-rounded",
       "角と角を x = {1} で合わせました。ただし接していません：{2}（幅か高さが丸められました）"},
      {"snap.side", "辺と辺を x = {1} で合わせました。厳密に接しています"},
      {"snap.side-rounded",
       "辺と辺を x = {1} で合わせました。厳密に接しています（幅か高さが丸められました）"},
      {"snap.side-none", "辺と辺を x = {1} で合わせました。ただし接していません：{2}"},
      {"snap.side-none-rounded",
       "辺と辺を x = {1} で合わせました。ただし接していません：{2}（幅か高さが丸められました）"},
      {"snap.along", "辺 ({1}, {2}) - ({3}, {4}) に沿って置きました。辺の一部を厳密に共有しています"},
      {"snap.along-none",
       "256 ulp 以内に、辺の直線の上に厳密に乗って辺の一部を共有する端点はありません。丸めた足の位置に置き"
       "ました：{1}"},
      {"snap.edge-on-edge", "({1}, {2}) だけ動かしました。辺と辺が一部を厳密に共有しています（接している）"},
      {"snap.moved-rounds", "({1}, {2}) だけ動かしましたが、丸められました：{3}"},
      {"snap.no-parallel-edge",
       "b のどの辺も a の辺と厳密には平行ではありません。平行移動では一部を共有できません（先に b "
       "を回転してください）"},
      {"scene.missing", "ありません"},
      {"scene.expected-number", "数値が必要ですが、{1} でした"},
      {"scene.not-finite", "数値が有限ではありません"},
      {"scene.beyond-limit", "数値 {1} は上限 {2} を超えています"},
      {"scene.expected-xy", "[x, y] が必要ですが、{1} でした"},
      {"scene.expected-string", "文字列が必要ですが、{1} でした"},
      {"scene.shape-needs-version",
       "{1} には形式のバージョン {2} が必要です（このファイルは \"hitlab\": {3} です）"},
      {"scene.rounded-needs-version",
       "角の丸い {1} には形式のバージョン {2} が必要です（このファイルは \"hitlab\": {3} です）"},
      {"scene.motion-needs-version",
       "動きには形式のバージョン {1} が必要です（このファイルは \"hitlab\": {2} です）"},
      {"scene.negative", "0 以上でなければなりませんが、{1} でした"},
      {"scene.not-positive", "0 より大きくなければなりません"},
      {"scene.min-above-max", "min > max です（どちらの軸でも min <= max でなければなりません）"},
      {"scene.expected-points", "[x, y] の配列が必要です"},
      {"scene.too-few-vertices", "多角形には頂点が3つ以上必要ですが、{1} 個でした"},
      {"scene.too-many-vertices", "頂点 {1} 個は上限の {2} 個を超えています"},
      {"scene.unknown-type",
       "図形の種類 {1} はありません（point、segment、circle、rect、polygon、capsule のどれかです）"},
      {"scene.unknown-value", "値 {1} は使えません"},
      {"scene.expected-owner", "\"a\" か \"b\" が必要です"},
      {"scene.expected-integer", "整数が必要です"},
      {"scene.expected-integer-or-null", "整数か null が必要です"},
      {"scene.expected-boolean", "true か false が必要です"},
      {"scene.expected-error", "true、false、またはメッセージが必要です"},
      {"scene.expected-object", "オブジェクトが必要です"},
      {"scene.expected-object-or-null", "オブジェクトか null が必要です"},
      {"scene.expected-json-object", "JSON のオブジェクトが必要です"},
      {"scene.expected-array", "配列が必要です"},
      {"scene.unknown-id", "id {1} の図形はありません"},
      {"scene.expected-version", "形式のバージョン 1、2、3、4 のどれかが必要です"},
      {"scene.unsupported-version",
       "形式のバージョン {1} には対応していません（このビルドが読めるのは 1 から {2} です）"},
      {"scene.too-many-shapes", "図形 {1} 個は上限の {2} 個を超えています"},
      {"scene.empty", "空にはできません"},
      {"scene.duplicate-id", "id {1} が重複しています"},
  };
  return kTable;
}

// [SECTION] What a judge's assessment says, by id (hitlab/judge.h: assessmentForms)

const std::unordered_map<std::string_view, std::string_view>& assessmentMessagesJa() {
  static const std::unordered_map<std::string_view, std::string_view> kTable = {
      {"assess.judges-words", "{1}"},
      {"assess.answer-out-of-range", "答え {1}（0〜3 ではありません）"},
      {"assess.relation", "正しくは{1}、判定は{2}"},
      {"assess.skin-boundary", "正しくは{1}、判定は{2}、境界上（スキン）"},
      {"assess.skin-apart", "正しくは{1}、判定は{2}、{3} 離れていてスキンの内側"},
      {"assess.skin-deep", "正しくは{1}、判定は{2}、深さ {3} でスキンの内側"},
      {"assess.distance-nan", "距離が NaN です"},
      {"assess.distance-off", "距離 {1}、正しくは {2}（一度の丸め）"},
      {"assess.point-nan", "交点が NaN です"},
      {"assess.point-count", "交点 {1} 個、正しくは {2} 個"},
      {"assess.point-off", "交点 ({1}, {2}) は許容範囲内のどの正確な交点とも合いません"},
      {"assess.motion-answer-out-of-range", "答え {1}（衝突時刻には 0 か 1）"},
      {"assess.exact-no-contact", "正しくはこのステップで接触なし"},
      {"assess.exact-contact", "正しくは t = {1} で初めて接触（{2}）"},
      {"assess.exact-contact-through", "正しくは t = {1} で初めて接触（{2}、すり抜け）"},
      {"assess.none", ""},
      {"assess.note", "（{1}）"},
      {"assess.band", "（目標の離れ {1} ± {2}）"},
      {"assess.never-deeper", "{1}、帯より深くはならない{2}；判定は接触なし"},
      {"assess.contact-missed", "{1}；判定は接触なし{2}{3}"},
      {"assess.time-out-of-range", "衝突時刻 {1}（[0, 1] の外）"},
      {"assess.time-missing", "時刻のない接触"},
      {"assess.within-band", "t = {1} で接触と判定{3}、そこでは {2} 離れている{4}；{5}"},
      {"assess.never-within-band",
       "t = {1} で接触と判定{3}、そこでは {2} 離れていて、このステップで帯に入ることはない{4}；{5}"},
      {"assess.still-apart", "t = {1} で接触と判定{3}、そこではまだ {2} 離れている{4}；{5}"},
      {"assess.overlap-there", "t = {1} で接触と判定{3}、そこでは {2} 重なっている{4}；{5}"},
      {"assess.normal-off",
       "t = {1} での法線 ({2}, {3}){6} の方向では {4} 離れて見えるが、そこでは {5} 離れている{7}；{8}"},
      {"assess.normal-not-a-direction", "接触法線 ({1}, {2}) は方向ではない"},
  };
  return kTable;
}

// The words an assessment takes from the core and the judges (a relation, an answer, a contact's case):
// each argument that is one, in the UI's own words (uiTexts).
std::string assessmentWordJa(const std::string& word) { return uiJapanese(word.c_str()); }

using JapaneseTable = std::unordered_map<std::string_view, std::string_view>;
// A table's Japanese form of an id, empty when it has none; the ids it has.
std::string_view formIn(const JapaneseTable& table, std::string_view id) {
  const auto it = table.find(id);
  return it == table.end() ? std::string_view() : it->second;
}
std::vector<std::string_view> idsIn(const JapaneseTable& table) {
  std::vector<std::string_view> ids;
  ids.reserve(table.size());
  for (const auto& [id, ja] : table) ids.push_back(id);
  return ids;
}

// A core message's English, read back into its id and arguments by its own form (the core's table: a
// reworded form still reads back), where only the text has come (a message inside another one).
// (When two forms match, as "a {1} needs format version ..." and "a motion needs format version ...", the one
// with more of its own words wins.)
struct FormPattern {
  std::string_view id;
  std::regex pattern;
  std::size_t literal = 0;  // its characters outside the {n}
};
const std::vector<FormPattern>& formPatterns() {
  static const std::vector<FormPattern> kPatterns = [] {
    std::vector<FormPattern> out;
    for (const MessageForm& f : messageForms()) {
      std::string re = "^";
      std::size_t literal = 0;
      for (std::size_t i = 0; i < f.english.size(); ++i) {
        const char c = f.english[i];
        if (c == '{' && i + 2 < f.english.size() && f.english[i + 2] == '}') {
          re += "(.*)", i += 2;
        } else {
          if (std::strchr(".^$|()[]{}*+?\\", c)) re += '\\';
          re += c, ++literal;
        }
      }
      out.push_back({f.id, std::regex(re + "$"), literal});
    }
    return out;
  }();
  return kPatterns;
}

std::optional<Message> readBack(const std::string& what, std::string_view family);

std::string relationJa(const std::string& name) {
  return name == "disjoint"      ? "離れている"
         : name == "touching"    ? "接している"
         : name == "overlapping" ? "重なっている"
                                 : name;
}

}  // namespace

std::string japaneseOf(const Message& m) {
  if (m.id == "app.text" && m.args.size() == 1) return japaneseMessage(m.args[0]);  // (read back)
  std::vector<std::string> args = m.args;
  if (m.id == "file.syntax" && args.size() == 1)  // (the JSON parser's own English words, by its phrases)
    args[0] = syntaxDetailJa(args[0]);
  // (the system's reason, strerror's words, last)
  static const std::set<std::string_view> kSystemErrorLast = {
      "save.cannot-create", "save.write-failed", "save.cannot-replace", "autosave.cannot-create-folder",
      "autosave.cannot-write-info-why"};
  if (kSystemErrorLast.count(m.id) && !args.empty()) args.back() = systemErrorJa(args.back());
  if (m.id.starts_with("snap."))
    for (std::string& arg : args) arg = relationJa(arg);    // (a relation's name, as a snap gives it)
  if (m.id == "shape.invalid-polygon" && args.size() == 2)  // (a polygon.* message in English)
    if (const std::optional<Message> why = readBack(args[1], "polygon.")) args[1] = japaneseOf(*why);
  if (m.id.starts_with("assess."))
    for (std::string& arg : args) arg = assessmentWordJa(arg);
  for (const Message& inner : m.inner) args.push_back(japaneseOf(inner));
  if (const AppMessageForm* form = appForm(m.id)) return fillForm(form->japanese, args);
  // (found, not formIn: "assess.none" is worded as nothing)
  if (const auto it = assessmentMessagesJa().find(m.id); it != assessmentMessagesJa().end())
    return fillForm(it->second, args);
  const auto& table = coreMessagesJa();
  const auto it = table.find(m.id);
  return it == table.end() ? english(m) : fillForm(it->second, args);
}

std::string_view assessmentJapaneseForm(std::string_view id) { return formIn(assessmentMessagesJa(), id); }
std::vector<std::string_view> assessmentJapaneseIds() { return idsIn(assessmentMessagesJa()); }

std::string_view japaneseForm(std::string_view id) { return formIn(coreMessagesJa(), id); }
std::vector<std::string_view> japaneseMessageIds() { return idsIn(coreMessagesJa()); }

namespace {

// A message of the core read back from its English by the core's own forms whose id starts with `family`
// (the most specific when several match), or none.
std::optional<Message> readBack(const std::string& what, std::string_view family) {
  std::smatch m;
  std::optional<Message> best;
  std::size_t bestLiteral = 0;
  for (const FormPattern& f : formPatterns())
    if (f.id.starts_with(family) && std::regex_match(what, m, f.pattern) &&
        (!best || f.literal > bestLiteral)) {
      best = Message{std::string(f.id), {}}, bestLiteral = f.literal;
      for (std::size_t i = 1; i < m.size(); ++i) best->args.push_back(m[i].str());
    }
  return best;
}

// What is wrong with a field or a place of a scene file, from its English (scene_read.cpp's Where::fail).
std::string sceneProblemJa(const std::string& what) {
  const std::optional<Message> problem = readBack(what, "scene.");
  return problem ? japaneseOf(*problem) : what;
}

// A scene file's own problem from its English, "FILE[:LINE:COLUMN]: " and a file.* form (scene_read.cpp's
// SceneError(file, problem, position)), or empty: the first ": " after which a form matches.
std::string fileProblemJa(const std::string& what) {
  static const std::regex kPosition(R"(^(.*?)(:\d+:\d+)?$)");
  for (std::size_t at = what.find(": "); at != std::string::npos; at = what.find(": ", at + 1)) {
    const std::optional<Message> problem = readBack(what.substr(at + 2), "file.");
    if (!problem) continue;
    std::smatch m;
    const std::string file = what.substr(0, at);
    std::regex_match(file, m, kPosition);
    return group(m, 1) + group(m, 2) + "：" + japaneseOf(*problem);
  }
  return "";
}

// A message of the core's `family` from its English, in Japanese; empty when none of its forms matches.
std::string coreMessageJa(const std::string& what, std::string_view family) {
  const std::optional<Message> message = readBack(what, family);
  return message ? japaneseOf(*message) : std::string();
}

std::string placeJa(const std::string& place) { return place == "top level" ? "最上位" : place; }

const std::vector<Form>& messageForms() {
  static const std::vector<Form> kForms = [] {
    std::vector<Form> f;
    auto add = [&](const char* pattern, std::string (*ja)(const std::smatch&)) {
      f.push_back({std::regex(pattern), ja});
    };
    // [SECTION] The scene loader (core/src/scene/scene_read.cpp), where its error has come as text
    add(R"(^.*: .*$)", [](const std::smatch& m) { return fileProblemJa(group(m, 0)); });  // (or none: on)
    add(R"(^(.*?): (top level|view|shapes\[\d+\](?: \(id '.*'\))?|expect\[\d+\](?:: sat\.axes\[\d+\])?)(?:: field '([^']*)')?: (.*)$)",
        [](const std::smatch& m) {
          return group(m, 1) + "：" + placeJa(group(m, 2)) + "：" +
                 (m[3].matched ? "フィールド '" + group(m, 3) + "'：" : std::string()) +
                 sceneProblemJa(group(m, 4));
        });
    // [SECTION] A shape's problem (shape.* and polygon.*, in Results and the Inspector) and, after "ID: ",
    // what a snap did (snap.*, Edit > Make degenerate) or why a file was not saved (save.*), read back by the
    // core's own forms
    add(R"(^polygon '.*$)", [](const std::smatch& m) { return coreMessageJa(m.str(), "shape."); });
    add(R"(^([^:]+): (.*)$)", [](const std::smatch& m) {
      std::string what = coreMessageJa(group(m, 2), "snap.");
      if (what.empty()) what = coreMessageJa(group(m, 2), "save.");  // (a file not saved, "FILE: ...")
      return what.empty() ? what : group(m, 1) + "：" + what;
    });
    return f;
  }();
  return kForms;
}

// English examples of every form of messageForms, whose Japanese goes into the fonts' text (the core's forms'
// Japanese goes in from its table).
// (a long example is two literals joined: not a missing comma)
// NOLINTBEGIN(bugprone-suspicious-missing-comma)
const char* const kMessageExamples[] = {
    "a.json: cannot open the file",
    "a: is a directory, not a scene file",
    "a.json: file is 9 bytes, over the limit of 8",
    "a.json: JSON nesting deeper than 64 levels",
    "a.json: top level: field 'x': missing",
};
// NOLINTEND(bugprone-suspicious-missing-comma)

}  // namespace

std::string messagesJapaneseText() {
  std::string text;
  for (const auto& [en, ja] : systemErrors()) text += ja;
  for (const auto& [en, ja] : syntaxPhrases()) text += ja;
  for (const auto& [id, ja] : coreMessagesJa()) text += ja;
  for (const auto& [id, ja] : assessmentMessagesJa()) text += ja;
  for (const AppMessageForm& form : appMessageForms()) text += form.japanese;
  for (const char* example : kMessageExamples) text += japaneseMessage(example);
  return text +
         "文字列の制御文字は と書かなければなりません構文エラー：数値は double で表すと有限になりません"
         "1つのオブジェクトにキーが2度あります最上位フィールド（最後に読んだところ：）";
}

std::string japaneseMessage(const std::string& english) {
  std::smatch m;
  for (const Form& form : messageForms())
    if (std::regex_match(english, m, form.pattern))
      if (std::string ja = form.japanese(m); !ja.empty()) return ja;  // (empty: not its message after all)
  return english;
}

std::string trMessage(const AppState& s, const std::string& english) {
  if (s.explain.language != explain::Language::Japanese || english.empty()) return english;
  // (a scene file's problem as it was made: by its id and arguments)
  if (const auto& e = s.messageError; e && english == e->what()) {
    if (e->place.empty())  // (the file's own problem)
      return e->file + (e->position.empty() ? "" : ":" + e->position) + "：" + japaneseOf(e->problem);
    return e->file + "：" + placeJa(e->place) + (e->field.empty() ? "" : "：フィールド '" + e->field + "'") +
           "：" + japaneseOf(e->problem);
  }
  // (a message said by id, as it was made)
  if (const auto& said = s.messageById; said && english == said->english) return japaneseOf(said->message);
  // (the status bar asks every frame: the last answer is kept)
  static std::string lastEnglish, lastJapanese;
  if (english != lastEnglish) lastEnglish = english, lastJapanese = japaneseMessage(english);
  return lastJapanese;
}

std::string trSaid(const AppState& s, const Message& m) {
  return s.explain.language == explain::Language::Japanese ? japaneseOf(m) : appEnglish(m);
}

std::string trLessonProblem(const AppState& s, const LessonProblem& p) {
  return trSaid(s, messageOf(p, s.explain.language));
}

std::string trCommand(const AppState& s, const Message& label) { return trSaid(s, label); }

}  // namespace hitlab::app
