// The app's logic without a window: camera mapping, commands and undo, hit testing, dragging, exports.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>

#include "helpers.h"
#include "hitlab/compare.h"
#include "hitlab/expectations.h"
#include "model/animation_plan.h"
#include "model/app_state.h"
#include "model/autosave.h"
#include "model/batch_view.h"
#include "model/camera.h"
#include "model/file_actions.h"
#include "model/frame_pacer.h"
#include "model/sat_layout.h"
#include "model/scene_model.h"
#include "model/settings.h"
#include "reference_expectations.h"
#include "render/label_layout.h"
#include "render/palette.h"
#include "render/scene_view.h"
#include "render/svg_canvas.h"
#include "render/text_wrap.h"

namespace hitlab::test {
namespace {

using namespace hitlab::app;

Scene twoCircles() {
  Scene s;
  s.shapes = {{"c1", circ(3, -2, 1)}, {"c2", circ(7, -2, 1)}, {"r", rect(0, 0, 2, 1)}};
  return s;
}

// Every frame while input comes and for kLivelyFrames after; then idle, one frame every kIdleSeconds, until
// the next event, a resized window or something that moves by itself.
TEST(FramePacer, LivelyWhileSomethingChangesIdleOtherwise) {
  FramePacer p;
  long events = 0;
  EXPECT_TRUE(p.lively(events, 800, 600, false));  // (the first frames)
  for (int i = 1; i < FramePacer::kLivelyFrames; ++i) EXPECT_TRUE(p.lively(events, 800, 600, false)) << i;
  EXPECT_FALSE(p.lively(events, 800, 600, false));
  EXPECT_FALSE(p.lively(events, 800, 600, false));
  EXPECT_TRUE(p.lively(events, 800, 600, true));  // (Explain playing, a finger held...)
  EXPECT_FALSE(p.lively(events, 800, 600, false));
  ++events;  // (a key, a button, the cursor moved)
  for (int i = 0; i < FramePacer::kLivelyFrames; ++i) EXPECT_TRUE(p.lively(events, 800, 600, false)) << i;
  EXPECT_FALSE(p.lively(events, 800, 600, false));
  EXPECT_TRUE(p.lively(events, 1024, 600, false));  // (the window resized)
  // Idle: the next frame is due kIdleSeconds after the last one drawn.
  p.drawn(10.0);
  EXPECT_DOUBLE_EQ(p.untilDue(10.0), FramePacer::kIdleSeconds);
  EXPECT_EQ(p.untilDue(10.125), FramePacer::kIdleSeconds - 0.125);  // (exact in binary)
  EXPECT_EQ(p.untilDue(10.0 + FramePacer::kIdleSeconds), 0.0);
  EXPECT_EQ(p.untilDue(11.0), 0.0);
}

TEST(Camera, MapsWorldToPixelsAsTheContractSays) {
  Camera cam{{1, 2}, 50, 1000, 700};
  EXPECT_EQ(cam.toPixel({1, 2}), (Vec2{500, 350}));
  EXPECT_EQ(cam.toPixel({3, -2}),
            (Vec2{500 + 2 * 50, 350 + 4 * 50}));  // y up: lower world y is lower on screen
  EXPECT_EQ(cam.toWorld({600, 300}), (Vec2{3, 3}));
  cam.yDown = true;
  EXPECT_EQ(cam.toPixel({3, 4}), (Vec2{600, 450}));
  EXPECT_EQ(cam.toWorld(cam.toPixel({-7, 0.5})), (Vec2{-7, 0.5}));
}

// With a canvas (the window less bars and sidebar), the view's center is drawn at the canvas' center.
TEST(Camera, ViewCenterIsTheCanvasCenter) {
  Camera cam{{1, 2}, 50, 1000, 700};
  cam.canvasLo = {0, 19}, cam.canvasHi = {640, 673};
  EXPECT_EQ(cam.toPixel({1, 2}), (Vec2{320, 346}));
  EXPECT_EQ(cam.toPixel({3, 0}), (Vec2{420, 446}));
  EXPECT_EQ(cam.toWorld({420, 446}), (Vec2{3, 0}));
  EXPECT_EQ(cam.canvasSize(), (Vec2{640, 654}));
}

TEST(Camera, ZoomKeepsThePointUnderTheCursor) {
  Camera cam{{0, 0}, 40, 800, 600};
  Vec2 cursor{620, 133};
  Vec2 before = cam.toWorld(cursor);
  cam.zoomAbout(cursor, 1.7);
  Vec2 after = cam.toWorld(cursor);
  EXPECT_NEAR(after.x, before.x, 1e-12);
  EXPECT_NEAR(after.y, before.y, 1e-12);
  EXPECT_DOUBLE_EQ(cam.zoom, 68);
}

TEST(SceneModel, EveryEditUndoesAndRedoesExactly) {
  SceneModel m;
  m.reset(twoCircles(), "x.json");
  EXPECT_EQ(m.worst()[0], Relation::Disjoint);
  // A drag: preview frames, then one command on release.
  NamedShape before = m.scene().shapes[0];
  m.preview(0, app::dragged(before.shape, {0, HandleKind::Center, 0}, {3, -2}, {4, -2}));
  m.preview(0, app::dragged(before.shape, {0, HandleKind::Center, 0}, {3, -2}, {5.2, -2}));
  m.commitPreview(0, before, {"command.drag", {}});
  EXPECT_EQ(m.worst()[0], Relation::Overlapping);
  EXPECT_EQ(m.history().size(), 1u);
  EXPECT_TRUE(m.dirty());
  int added = m.add("p", Polygon{{{0, 0}, {1, 0}, {0, 1}}});
  EXPECT_EQ(m.scene().shapes[added].id, "p1");
  m.remove(1);
  EXPECT_EQ(m.scene().shapes.size(), 3u);
  EXPECT_TRUE(m.undo());  // the removal
  EXPECT_TRUE(m.undo());  // the addition
  EXPECT_TRUE(m.undo());  // the drag
  EXPECT_FALSE(m.undo());
  EXPECT_EQ(std::get<Circle>(m.scene().shapes[0].shape).center, (Vec2{3, -2}));
  EXPECT_EQ(m.scene().shapes.size(), 3u);
  EXPECT_TRUE(m.redo());
  EXPECT_EQ(std::get<Circle>(m.scene().shapes[0].shape).center.x, 3 + 2.2);
  EXPECT_EQ(m.worst()[0], Relation::Overlapping);
}

// The last drag as it was made (File > Export animation (the last drag)): the shape before it and after each
// preview, their times in order; it outlives its commit and an undo, a new drag replaces it, a load forgets
// it, and a very long drag keeps at most kTrailLimit states, the last where it ended.
TEST(SceneModel, TheLastDragIsKeptAsItWasMade) {
  SceneModel m;
  m.reset(twoCircles(), "x.json");
  EXPECT_TRUE(m.lastDrag().states.empty());
  const NamedShape before = m.scene().shapes[0];
  const Handle center{0, HandleKind::Center, 0};
  for (double x : {3.5, 4.0, 5.2}) m.preview(0, app::dragged(before.shape, center, {3, -2}, {x, -2}));
  m.commitPreview(0, before, {"command.drag", {}});
  const SceneModel::DragTrail& t = m.lastDrag();
  EXPECT_EQ(t.shape, 0);
  ASSERT_EQ(t.states.size(), 4u);
  ASSERT_EQ(t.seconds.size(), 4u);
  EXPECT_EQ(t.states[0].shape, before.shape);
  EXPECT_EQ(std::get<Circle>(t.states[2].shape).center, (Vec2{4, -2}));
  EXPECT_EQ(t.states[3].shape, m.scene().shapes[0].shape);
  EXPECT_TRUE(std::is_sorted(t.seconds.begin(), t.seconds.end()));
  EXPECT_TRUE(m.undo());
  EXPECT_EQ(m.lastDrag().states.size(), 4u);
  // Another drag, of the other circle: its own trail.
  const NamedShape other = m.scene().shapes[1];
  m.preview(1, app::dragged(other.shape, {1, HandleKind::Center, 0}, {7, -2}, {8, -2}));
  m.commitPreview(1, other, {"command.drag", {}});
  EXPECT_EQ(m.lastDrag().shape, 1);
  EXPECT_EQ(m.lastDrag().states.size(), 2u);
  // A drag longer than the limit: the last state is where it ended.
  const NamedShape again = m.scene().shapes[0];
  for (std::size_t k = 0; k <= SceneModel::kTrailLimit + 5; ++k)
    m.preview(0, app::dragged(again.shape, center, {3, -2}, {3 + 0.001 * double(k), -2}));
  m.commitPreview(0, again, {"command.drag", {}});
  EXPECT_EQ(m.lastDrag().states.size(), SceneModel::kTrailLimit);
  EXPECT_EQ(m.lastDrag().states.back().shape, m.scene().shapes[0].shape);
  m.reset(twoCircles(), "x.json");
  EXPECT_TRUE(m.lastDrag().states.empty());
}

// File > Export animation of the last drag: a frame every frame time of the drag's own time, the state shown
// then (the latest at or before it), the last frame where the drag ended; none before a drag. The page's
// export takes those frames as whole scenes (the dragged shape replaced, the others as now, the pair kept),
// and a reveal as the lesson page's scene twice, the first with its answers hidden.
TEST(SceneModel, TheLastDragsFramesAreItsStatesEveryFrameTime) {
  SceneModel::DragTrail trail;
  EXPECT_TRUE(dragFrames(trail, 500).empty());
  const auto at = [](double x) { return NamedShape{"c", Circle{{x, 0}, 1}}; };
  trail.shape = 0;
  trail.states = {at(0), at(1), at(2), at(3)};
  trail.seconds = {0, 0.2, 0.5, 1.3};
  std::vector<double> xs;
  for (const NamedShape& f : dragFrames(trail, 500)) xs.push_back(std::get<Circle>(f.shape).center.x);
  EXPECT_EQ(xs, (std::vector<double>{0, 2, 2, 3}));  // (t = 0, 0.5, 1, then the end)
  EXPECT_EQ(dragFrames(trail, 60000).size(), 2u);    // (the start, then where it ended)
  trail.seconds = {0, 1, 2, 3000};
  EXPECT_EQ(dragFrames(trail, 100).size(), 1000u);  // (at most 1000 frames, the last where it ended)
  EXPECT_EQ(std::get<Circle>(dragFrames(trail, 100).back().shape).center.x, 3);

  AppState s;
  s.model.reset(twoCircles(), "x.json");
  EXPECT_FALSE(startDragAnimation(s, "drag.webp", 500));
  ASSERT_TRUE(s.messageById);
  EXPECT_EQ(s.messageById->message.id, "export.no-drag");
  EXPECT_FALSE(s.animation);
  const NamedShape before = s.model.scene().shapes[1];
  s.model.pairA = 0, s.model.pairB = 1;
  for (double x : {8.0, 9.0})
    s.model.preview(1, app::dragged(before.shape, {1, HandleKind::Center, 0}, {7, -2}, {x, -2}));
  s.model.commitPreview(1, before, {"command.drag", {}});
  ASSERT_TRUE(startDragAnimation(s, "drag.webp", 60000));
  ASSERT_TRUE(s.animation);
  ASSERT_EQ(s.animation->scenes.size(), 2u);
  EXPECT_EQ(s.animation->scenes[0].shapes[1].shape, before.shape);
  EXPECT_EQ(s.animation->scenes[1].shapes[1].shape, s.model.scene().shapes[1].shape);
  EXPECT_EQ(s.animation->scenes[1].shapes[0].shape, s.model.scene().shapes[0].shape);
  EXPECT_EQ(s.animation->a, 0);
  EXPECT_EQ(s.animation->b, 1);
  EXPECT_FALSE(s.animation->reveal);
  EXPECT_EQ(s.animation->wrote, "export.wrote-drag");
  s.animation.reset();
  EXPECT_FALSE(startRevealAnimation(s, "reveal.webp", 500));  // (no lesson open)
  EXPECT_EQ(s.messageById->message.id, "export.no-lesson-page");
  EXPECT_FALSE(s.animation);
}

// A motion pulled out of the bullet by its handle (one command, undone), the pair's time of impact and its
// exact relation at a slider's time: at t = 1/3 as a double (a hair below the exact third) the bullet is
// still apart from the wall it reaches at exactly a third.
TEST(SceneModel, AMotionIsOneCommandAndThePairsTimeOfImpactFollowsIt) {  // (in the Results table too)
  SceneModel m;
  Scene scene;
  scene.shapes = {{"bullet", Point{{-1, 0}}}, {"wall", Rect{{0, -1}, {0.1, 1}}}};
  m.reset(scene, "x.json");
  m.pairA = 0, m.pairB = 1, m.selected = 0;
  EXPECT_EQ(m.selectedToi(), nullptr);  // (neither moves)
  const NamedShape before = m.scene().shapes[0];
  const Vec2 handle = app::motionHandle(before);
  EXPECT_GT(handle.x, -1);  // (right of the still bullet)
  EXPECT_EQ(app::pick(m.scene().shapes, handle, 0.1, 0, 0, true), (app::Handle{0, HandleKind::Motion, 0}));
  EXPECT_EQ(app::pick(m.scene().shapes, handle, 0.1, 0, 0, false).kind, HandleKind::None);
  ASSERT_EQ(m.pairs().size(), 1u);
  EXPECT_EQ(m.timeOfImpactOf(m.pairs()[0]), nullptr);
  EXPECT_FALSE(m.anyMotion());
  m.previewMotion(0, app::draggedMotion(before, {1, 0}));
  // (the Results table's cell follows the preview: asked for before and after the next one)
  ASSERT_NE(m.timeOfImpactOf(m.pairs()[0]), nullptr);
  EXPECT_EQ(m.timeOfImpactOf(m.pairs()[0])->t, 0.5);
  m.previewMotion(0, app::draggedMotion(before, {2, 0}));
  EXPECT_EQ(m.timeOfImpactOf(m.pairs()[0])->t, 1.0 / 3);
  m.commitPreview(0, before, {"command.motion", {}});
  EXPECT_TRUE(m.anyMotion());
  EXPECT_EQ(m.scene().shapes[0].motion, (Vec2{3, 0}));
  EXPECT_EQ(m.history().size(), 1u);
  const TimeOfImpact* toi = m.selectedToi();
  ASSERT_NE(toi, nullptr);
  EXPECT_EQ(toi->t, 1.0 / 3);
  EXPECT_TRUE(toi->tunnels);
  EXPECT_EQ(m.selectedRelationAt(1.0 / 3), Relation::Disjoint);
  EXPECT_EQ(m.selectedRelationAt(0.34), Relation::Overlapping);
  EXPECT_EQ(m.selectedRelationAt(0.5), Relation::Disjoint);
  // The Lab's engine methods, kept per change, sub-steps and tolerance: 4 sub-steps miss the bullet (it is
  // in the wall for t in [1/3, 0.3667]), 40 see it at 14/40; after a motion preview they follow it.
  const auto four = m.selectedEngineImpacts(4, 1e-3);
  ASSERT_TRUE(four);
  EXPECT_FALSE(four->substeps.t);
  EXPECT_FALSE(four->discrete.t);
  EXPECT_EQ(four->advancement.t, 1.0 / 3);
  EXPECT_EQ(m.selectedEngineImpacts(40, 1e-3)->substeps.t, 14.0 / 40);
  m.previewMotion(0, {2, 0});  // (the bullet ends at x = 1: past the wall, 4 sub-steps see it at 1/2)
  EXPECT_EQ(m.selectedEngineImpacts(4, 1e-3)->substeps.t, 0.5);
  m.previewMotion(0, {3, 0});
  EXPECT_FALSE(m.selectedEngineImpacts(4, 1e-3)->substeps.t);
  EXPECT_TRUE(m.undo());
  EXPECT_EQ(m.scene().shapes[0].motion, (Vec2{0, 0}));
  EXPECT_EQ(m.selectedToi(), nullptr);
  EXPECT_EQ(m.timeOfImpactOf(m.pairs()[0]), nullptr);
}

TEST(Handles, SnappedMovesAreWholeStepsRoundedOnce) {
  EXPECT_EQ(snappedMove({0.31, -0.29}, 0.1), (Vec2{0.3, -0.3}));  // (not 3 * 0.1 = 0.30000000000000004)
  EXPECT_EQ(snappedMove({0.74, 1.26}, 0.5), (Vec2{0.5, 1.5}));
  EXPECT_EQ(snappedMove({0.7, 0.06}, 0.02), (Vec2{0.7, 0.06}));
  EXPECT_EQ(snappedMove({34, -6}, 20), (Vec2{40, 0}));
  // A drag by a snapped move lands exactly: a segment moved by 3 steps of 0.1 from 1 ends at 1.3.
  const Shape moved = draggedBy(Segment{{1, 0}, {2, 0}}, Handle{0, HandleKind::Body, 0}, {0.3, 0}, {});
  EXPECT_EQ(std::get<Segment>(moved).a.x, 1.3);
}

TEST(LabelLayout, LabelsNeverOverlapEachOtherTheFixedBoxesOrAStroke) {
  // Twenty labels crowded around four anchors, a fixed box and a bar through the middle.
  std::vector<LabelRequest> labels;
  labels.reserve(20);
  for (int i = 0; i < 20; ++i) labels.push_back({{200.0 + (i % 2) * 8, 200.0 + (i / 2 % 2) * 8}, {30, 14}});
  const std::vector<PixelBox> fixed = {{150, 150, 200, 190}};
  const std::vector<Stroke> strokes = {{{100, 205}, {300, 205}, 3}};
  const PixelBox bounds{0, 0, 400, 400};
  const auto placed = placeLabels(labels, fixed, strokes, bounds, 4);
  std::vector<PixelBox> boxes;
  for (std::size_t i = 0; i < placed.size(); ++i) {
    if (!placed[i]) continue;
    const PixelBox b{placed[i]->x, placed[i]->y, placed[i]->x + 30, placed[i]->y + 14};
    EXPECT_FALSE(b.overlaps(fixed[0])) << i;
    EXPECT_FALSE(touches(b, strokes[0])) << i;
    EXPECT_TRUE(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= 400 && b.y1 <= 400) << i;
    for (const PixelBox& other : boxes) EXPECT_FALSE(b.overlaps(other)) << i;
    boxes.push_back(b);
  }
  EXPECT_GE(boxes.size(), 6u);  // (the rings hold many; the rest are left out, not stacked)
  // A lone label goes to its first spot: beside its anchor to the upper right.
  const auto lone = placeLabels({{{50, 50}, {10, 10}}}, {}, {}, bounds, 4);
  ASSERT_TRUE(lone[0]);
  EXPECT_EQ(*lone[0], (Vec2{54, 36}));
}

TEST(TextWrap, EnglishAtSpacesJapaneseBetweenCharactersWithKinsoku) {
  const auto one = [](char32_t) { return 1.0; };  // (every glyph one unit wide)
  auto lines = [&](std::string_view text, double width) {
    std::vector<std::string> out;
    for (std::string_view l : wrapLines(text, width, one)) out.emplace_back(l);
    return out;
  };
  EXPECT_EQ(lines("the quick brown fox", 10), (std::vector<std::string>{"the quick", "brown fox"}));
  EXPECT_EQ(lines("a\nb c", 10), (std::vector<std::string>{"a", "b c"}));
  // Japanese breaks between characters, never before 。 or 、 and never after 「.
  EXPECT_EQ(lines("あいうえ。かき", 4), (std::vector<std::string>{"あいう", "え。かき"}));
  EXPECT_EQ(lines("あいう「かき」", 4), (std::vector<std::string>{"あいう", "「かき」"}));
  // An ASCII number stays whole beside Japanese.
  EXPECT_EQ(lines("値は 12345 です", 6), (std::vector<std::string>{"値は", "12345", "です"}));
  EXPECT_EQ(lines("", 5), (std::vector<std::string>{""}));
}

TEST(Handles, PickPrefersPointHandlesThenTheTopmostBody) {
  std::vector<NamedShape> shapes = {{"r", rect(0, 0, 4, 4)}, {"c", circ(2, 2, 1)}};
  EXPECT_EQ(pick(shapes, {0.05, 0.05}, 0.1), (Handle{0, HandleKind::Vertex, 0}));
  EXPECT_EQ(pick(shapes, {3, 2}, 0.1), (Handle{1, HandleKind::Radius, 0}));
  EXPECT_EQ(pick(shapes, {2.5, 2.5}, 0.1), (Handle{1, HandleKind::Body, 0}));
  EXPECT_EQ(pick(shapes, {3.5, 0.5}, 0.1), (Handle{0, HandleKind::Body, 0}));
  EXPECT_EQ(pick(shapes, {9, 9}, 0.1).kind, HandleKind::None);
}

TEST(Handles, DraggingRectCornersKeepsMinBelowMax) {
  Shape r = rect(0, 0, 2, 1);
  Shape out = app::dragged(r, {0, HandleKind::Vertex, 2}, {2, 1}, {-1, -3});  // max corner past min
  EXPECT_EQ(std::get<Rect>(out).min, (Vec2{-1, -3}));
  EXPECT_EQ(std::get<Rect>(out).max, (Vec2{0, 0}));
  Shape c = app::dragged(circ(0, 0, 1), {0, HandleKind::Radius, 0}, {1, 0}, {3, 4});
  EXPECT_EQ(std::get<Circle>(c).radius, 5);
}

// The rotation handle: above the selected rect's or polygon's pivot, taken only on the selection (elsewhere
// the click lands on empty space); dragged a quarter turn about the pivot, a rect becomes the polygon of its
// turned corners.
TEST(Handles, TheSelectionsRotationHandleTurnsIt) {
  std::vector<NamedShape> shapes = {{"r", rect(0, 0, 4, 2)}, {"c", circ(10, 0, 1)}};
  const Vec2 knob = rotationHandle(shapes[0].shape);
  EXPECT_EQ(knob, (Vec2{2, 3}));  // (above the pivot (2, 1), clear of the top by a quarter of 4)
  EXPECT_EQ(pick(shapes, knob, 0.1).kind, HandleKind::None);
  EXPECT_EQ(pick(shapes, knob, 0.1, 0, 0), (Handle{0, HandleKind::Rotate, 0}));
  EXPECT_EQ(pick(shapes, {9, 9}, 0.1, 0, 1).kind, HandleKind::None);  // (a circle has none)
  const Shape out = app::dragged(shapes[0].shape, {0, HandleKind::Rotate, 0}, knob, {0, 1});
  const Polygon& p = std::get<Polygon>(out);
  ASSERT_EQ(p.points.size(), 4u);
  const Vec2 want[] = {{3, -1}, {3, 3}, {1, 3}, {1, -1}};  // (each corner a quarter turn about (2, 1))
  for (int k = 0; k < 4; ++k) {
    EXPECT_NEAR(p.points[k].x, want[k].x, 1e-15) << k;
    EXPECT_NEAR(p.points[k].y, want[k].y, 1e-15) << k;
  }
}

TEST(FileActions, ExportedRegressionTestPassesCheck) {
  AppState s;
  s.model.reset(twoCircles(), "");
  auto path = (std::filesystem::temp_directory_path() / "hitlab_export_test.json").string();
  ASSERT_TRUE(exportRegression(s, path, false));
  Scene back = loadScene(path);
  ASSERT_EQ(back.expect.size(), 3u);
  for (const Expectation& e : back.expect) {
    const Shape* a = nullptr;
    const Shape* b = nullptr;
    for (const auto& ns : back.shapes) {
      if (ns.id == e.a) a = &ns.shape;
      if (ns.id == e.b) b = &ns.shape;
    }
    EXPECT_TRUE(compareExpectation(e, evaluate(*a, *b), pairScale(*a, *b)).empty());
    // (evaluate wrote the expectation: the independent reference holds it too.)
    EXPECT_EQ(referenceDisagreements(e, *a, *b), std::vector<std::string>{}) << e.a << " / " << e.b;
  }
  std::filesystem::remove(path);
}

// The panels and exports print a pair rounded once (roundPrinted, on first use): two triangles whose exact
// mtv is (1, 1) and depth sqrt(2), which evaluate() alone leaves an ulp off.
TEST(FileActions, ExportsAndPanelsPrintEveryNumberRoundedOnce) {
  AppState s;
  Scene scene;
  scene.shapes = {{"a", Polygon{{{0, 0}, {4, 0}, {0, 4}}}}, {"b", Polygon{{{1, 1}, {5, 1}, {1, 5}}}}};
  s.model.reset(scene, "");
  ASSERT_EQ(s.model.pairs().size(), 1u);
  const PairResult& printed = s.model.printed(s.model.pairs()[0]);
  ASSERT_TRUE(printed.mtv);
  EXPECT_EQ(*printed.mtv, (Vec2{1, 1}));
  EXPECT_EQ(printed.depth, std::sqrt(2.0));
  EXPECT_EQ(printed.sat->axes[1].axis, (Vec2{0.7071067811865476, 0.7071067811865476}));
  auto path = (std::filesystem::temp_directory_path() / "hitlab_export_rounded.json").string();
  ASSERT_TRUE(exportRegression(s, path, false));
  const Scene back = loadScene(path);
  ASSERT_EQ(back.expect.size(), 1u);
  ASSERT_TRUE(back.expect[0].depth);
  EXPECT_EQ(*back.expect[0].depth, std::sqrt(2.0));
  // The exported expectation holds bit for bit (hitlab-cli check --exact), every number of it.
  PairResult again = evaluate(back.shapes[0].shape, back.shapes[1].shape);
  roundPrinted(back.shapes[0].shape, back.shapes[1].shape, again);
  EXPECT_TRUE(compareExpectation(back.expect[0], again, 4, NumberMatch::Exact).empty());
  Expectation nudged = back.expect[0];
  nudged.depth = std::nextafter(*nudged.depth, 2.0);
  EXPECT_EQ(compareExpectation(nudged, again, 4, NumberMatch::Exact).size(), 1u);
  EXPECT_TRUE(compareExpectation(nudged, again, 4).empty());
  std::filesystem::remove(path);
  s.model.pairA = 0, s.model.pairB = 1;
  const std::string code = googleTestSnippet(s);
  EXPECT_NE(code.find("hitlab::roundPrinted(a, b, r);"), std::string::npos) << code;
  EXPECT_NE(code.find("EXPECT_NEAR(r.depth, 1.4142135623730951, 1e-9)"), std::string::npos) << code;
}

TEST(FileActions, AFailedOpenLeavesTheSceneUntouched) {
  AppState s;
  s.model.reset(twoCircles(), "keep.json");
  EXPECT_FALSE(openScene(s, "/nonexistent/scene.json"));
  EXPECT_EQ(s.model.path(), "keep.json");
  EXPECT_EQ(s.model.scene().shapes.size(), 3u);
  EXPECT_NE(s.message.find("/nonexistent/scene.json"), std::string::npos);
}

TEST(FileActions, GoogleTestSnippetAssertsTheSelectedPair) {
  AppState s;
  s.model.reset(twoCircles(), "");
  s.model.pairA = 0, s.model.pairB = 1;
  std::string code = googleTestSnippet(s);
  EXPECT_NE(code.find("hitlab::Circle{{3, -2}, 1}"), std::string::npos) << code;
  EXPECT_NE(code.find("hitlab::Relation::Disjoint"), std::string::npos) << code;
  EXPECT_NE(code.find("EXPECT_NEAR(r.distance, 2, 1e-9)"), std::string::npos) << code;
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {

TEST(Svg, TheViewExportsShapesInTheirTintsAndTheSatOverlay) {
  app::AppState s;
  Scene sc;
  sc.shapes = {{"a", rect(0, 0, 2, 2)}, {"b", rect(1, 1, 3, 3)}, {"c", circ(4.8, 1.5, 0.5)}};  // all in view
  s.model.reset(sc, "");
  s.model.pairA = 0, s.model.pairB = 1;
  s.cam = {{1.5, 1.5}, 50, 400, 300};
  auto path = (std::filesystem::temp_directory_path() / "hitlab_view.svg").string();
  ASSERT_TRUE(app::exportSvg(s, path));
  std::ifstream in(path);
  std::string svg((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(svg.rfind("<svg ", 0), 0u);
  EXPECT_NE(svg.find("</svg>"), std::string::npos);
  EXPECT_NE(svg.find("stroke=\"rgb(242,63,63)\""), std::string::npos)
      << "overlapping rects in the overlap tint";
  EXPECT_NE(svg.find("stroke=\"rgb(89,158,242)\""), std::string::npos) << "the free circle in the free tint";
  EXPECT_NE(svg.find("stroke=\"rgb(255,255,255)\" stroke-opacity=\"0.95\""), std::string::npos)
      << "the MTV arrow";
  std::filesystem::remove(path);
}

// Level of detail: a shape under 10 pixels across is one dot (a circle element of its size in the SVG), a
// shape off the canvas is not drawn, and a highlighted shape is drawn in full however small.
TEST(Svg, TinyShapesBecomeDotsAndOffCanvasShapesAreLeftOut) {
  app::AppState s;
  Scene sc;
  sc.shapes = {{"tiny", poly({{0, 0}, {0.1, 0}, {0.1, 0.1}, {0, 0.1}})},
               {"far", rect(100, 100, 101, 101)},
               {"big", rect(-3, -2, -1, 2)}};
  s.model.reset(sc, "");
  s.cam = {{0, 0}, 20, 400, 300};  // the tiny square is 2 px across; "far" is 2000 px away
  auto path = (std::filesystem::temp_directory_path() / "hitlab_lod.svg").string();
  auto read = [&] {
    EXPECT_TRUE(app::exportSvg(s, path));
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  auto count = [](const std::string& text, const std::string& what) {
    int n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  std::string svg = read();
  EXPECT_EQ(count(svg, "<circle"), 1) << "the tiny square as one dot";
  EXPECT_EQ(count(svg, "<polygon"), 2) << "the big rect's two fill triangles, nothing of the far one";
  s.model.selected = 0;  // selected: drawn in full (fill triangles and outline), with its handles
  svg = read();
  EXPECT_EQ(count(svg, "<polygon"), 4);
  std::filesystem::remove(path);
}

// A canvas that keeps a still-dot image the way the GL renderer does (redrawn only for a new key) and
// counts what drawScene hands it.
struct CachingCanvas : app::Canvas {
  std::uint64_t kept = 0;
  bool has = false;
  int dots = 0, stillDots = 0, asked = 0;
  std::vector<Vec2> liveDots;
  void triangle(Vec2, Vec2, Vec2, app::Color) override {}
  void line(Vec2, Vec2, float, app::Color, float) override {}
  void disk(Vec2, float, app::Color, app::Color, float) override {}
  void dot(Vec2 c, float, app::Color, app::Color) override { ++dots, liveDots.push_back(c); }
  bool beginStillDots(std::uint64_t key) override {
    ++asked;
    bool redraw = !has || key != kept;
    kept = key, has = true;
    return redraw;
  }
  void stillDot(Vec2, float, app::Color, app::Color) override { ++stillDots; }
  void flush() override {}
  void frame(const app::AppState& s) {
    dots = stillDots = asked = 0;
    liveDots.clear();
    app::drawScene(*this, s.model, s.cam, s.view);
  }
};

// A big scene's dots are kept as one image: drawn once, reused while nothing of them changes, redrawn when a
// tint or the view changes; the shape being dragged is always drawn live. Small scenes draw every dot.
TEST(Render, StillDotsAreDrawnOnceAndTheDraggedShapeLive) {
  app::AppState s;
  Scene sc;
  for (int i = 0; i < 2500; ++i)  // a 50 x 50 grid of small circles, 1 apart: 4 px across at zoom 20
    sc.shapes.push_back({std::to_string(i), circ(i % 50, std::floor(i / 50.0), 0.1)});
  s.model.reset(sc, "");
  s.cam = {{25, 25}, 20, 1200, 1200};
  CachingCanvas canvas;
  canvas.frame(s);
  EXPECT_EQ(canvas.asked, 1);
  EXPECT_EQ(canvas.stillDots, 2500);
  EXPECT_EQ(canvas.dots, 0);
  canvas.frame(s);  // nothing changed: the kept image serves
  EXPECT_EQ(canvas.stillDots, 0);
  EXPECT_EQ(canvas.dots, 0);
  // Dragging shape 7 a little: it leaves the image (redrawn once without it) and is drawn live from then on.
  s.model.preview(7, circ(7.2, 0, 0.1));
  canvas.frame(s);
  EXPECT_EQ(canvas.stillDots, 2499);
  EXPECT_EQ(canvas.dots, 1);
  s.model.preview(7, circ(7.3, 0, 0.1));
  canvas.frame(s);
  EXPECT_EQ(canvas.stillDots, 0) << "only the live shape moved";
  ASSERT_EQ(canvas.liveDots.size(), 1u);
  EXPECT_NEAR(canvas.liveDots[0].x, s.cam.toPixel({7.3, 0}).x, 1e-9);
  // Onto its neighbour: both now overlap, so the neighbour's tint changes and the image is redrawn.
  s.model.preview(7, circ(7.9, 0, 0.1));
  canvas.frame(s);
  EXPECT_EQ(canvas.stillDots, 2499);
  // Another view: redrawn.
  s.cam.zoom = 21;
  canvas.frame(s);
  EXPECT_EQ(canvas.stillDots, 2499);
  // A small scene draws its dots directly, in scene order.
  sc.shapes.resize(100);
  s.model.reset(sc, "");
  canvas.frame(s);
  EXPECT_EQ(canvas.asked, 0);
  EXPECT_EQ(canvas.dots, 100);
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {

TEST(FileActions, RecentFilesAreKeptMostRecentFirstWithoutDuplicates) {
  auto dir = std::filesystem::temp_directory_path() / "hitlab_recent_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  app::AppState s;
  s.configDir = (dir / "config").string();
  Scene sc;
  sc.shapes = {{"p", pt(0, 0)}};
  std::string a = (dir / "a.json").string(), b = (dir / "b.json").string();
  s.model.reset(sc, "");
  ASSERT_TRUE(app::saveScene(s, a));
  ASSERT_TRUE(app::saveScene(s, b));
  ASSERT_TRUE(app::openScene(s, a));
  app::AppState fresh;
  fresh.configDir = s.configDir;
  app::loadRecent(fresh);
  EXPECT_EQ(fresh.recent, (std::vector<std::string>{a, b}));
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {

TEST(SceneModel, BigScenesListTheMeetingPairsFromTheBroadPhase) {
  Scene sc;
  for (int i = 0; i < 400; ++i) {  // a chain of circles
    std::string id = "c";
    id += std::to_string(i);  // (not "c" + ...: GCC 12's false -Wrestrict)
    sc.shapes.push_back({id, circ(i * 1.5, 0, 1)});
  }
  app::SceneModel m;
  m.reset(sc, "");
  int overlapping = 0;
  for (const app::PairEntry& p : m.pairs()) overlapping += p.result.relation == Relation::Overlapping;
  EXPECT_EQ(overlapping, 399);  // each circle overlaps its neighbours only
  EXPECT_LT(m.pairs().size(), 1000u);
  EXPECT_EQ(m.worst()[0], Relation::Overlapping);
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {

// A drag updates only the dragged shape's pairs; the result must equal a full recompute, small or big.
TEST(SceneModel, IncrementalPreviewEqualsAFullRecompute) {
  for (int count : {12, 400}) {
    Scene sc;
    for (int i = 0; i < count; ++i) {
      std::string id = "s";
      id += std::to_string(i);
      sc.shapes.push_back({id, i % 2 ? circ(i * 0.9, i % 3, 1) : rect(i * 0.9, 0, i * 0.9 + 1, 1)});
    }
    app::SceneModel live;
    live.reset(sc, "");
    for (int step = 1; step <= 5; ++step) live.preview(3, translated(sc.shapes[3].shape, {step * 0.7, 0.25}));
    Scene moved = sc;
    moved.shapes[3].shape = live.scene().shapes[3].shape;
    app::SceneModel fresh;
    fresh.reset(moved, "");
    ASSERT_EQ(live.pairs().size(), fresh.pairs().size()) << count;
    for (size_t k = 0; k < live.pairs().size(); ++k) {
      EXPECT_EQ(live.pairs()[k].a, fresh.pairs()[k].a);
      EXPECT_EQ(live.pairs()[k].b, fresh.pairs()[k].b);
      EXPECT_EQ(live.pairs()[k].result.relation, fresh.pairs()[k].result.relation);
    }
    EXPECT_EQ(live.worst(), fresh.worst());
  }
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {

using namespace hitlab::app;

struct StateDir {
  // (one folder per test: ctest runs the tests of this suite side by side)
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("hitlab_autosave_test_" +
                               std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
  StateDir() { std::filesystem::remove_all(dir), std::filesystem::create_directories(dir / "scenes"); }
  ~StateDir() { std::filesystem::remove_all(dir); }
  std::string state() const { return (dir / "state").string(); }
};

// A slot is offered back while it is newer than its file, holds the file's path and the undo position, and
// is gone once discarded; an untitled scene has its own slot.
TEST(Autosave, SlotsAreOfferedWhileNewerThanTheirFile) {
  StateDir t;
  std::string file = (t.dir / "scenes" / "a.json").string();
  Scene original = twoCircles();
  saveSceneAtomic(original, file);
  Scene edited = original;
  edited.shapes[0].shape = circ(5, -2, 1);
  writeAutosave(t.state(), edited, file, 3);
  auto now = std::filesystem::file_time_type::clock::now();
  std::filesystem::last_write_time(file, now - std::chrono::seconds(10));
  std::filesystem::last_write_time(autosavePath(t.state(), file), now);
  auto offer = findAutosave(t.state(), file);
  ASSERT_TRUE(offer);
  EXPECT_EQ(offer->source, std::filesystem::absolute(file).lexically_normal().string());
  EXPECT_EQ(offer->edits, 3u);
  EXPECT_EQ(loadScene(offer->scenePath).shapes[0].shape, edited.shapes[0].shape);
  EXPECT_FALSE(findAutosave(t.state(), (t.dir / "scenes" / "b.json").string())) << "another file's slot";
  EXPECT_FALSE(findAutosave(t.state(), "")) << "no untitled slot yet";

  std::filesystem::last_write_time(file, now + std::chrono::seconds(10));  // saved since
  EXPECT_FALSE(findAutosave(t.state(), file));
  std::filesystem::last_write_time(file, now - std::chrono::seconds(10));
  discardAutosave(t.state(), file);
  EXPECT_FALSE(findAutosave(t.state(), file));

  writeAutosave(t.state(), edited, "", 1);
  auto untitled = findAutosave(t.state(), "");
  ASSERT_TRUE(untitled);
  EXPECT_EQ(untitled->source, "");
  EXPECT_NE(autosavePath(t.state(), ""), autosavePath(t.state(), file));
}

// The app's cycle: edits autosave, the reopened file offers them, Restore brings them back as one undoable
// command (still unsaved), a save removes the slot and keeps the previous file as NAME.json~.
TEST(Autosave, RestoreIsOneUndoableCommandAndASaveEndsTheSlot) {
  StateDir t;
  std::string file = (t.dir / "scenes" / "a.json").string();
  saveSceneAtomic(twoCircles(), file);
  auto past = std::filesystem::file_time_type::clock::now() - std::chrono::seconds(10);
  std::filesystem::last_write_time(file, past);
  AppState s;
  s.stateDir = t.state();
  ASSERT_TRUE(openScene(s, file));
  EXPECT_FALSE(s.restoreOffer);
  autosave(s);
  EXPECT_FALSE(findAutosave(t.state(), file)) << "nothing unsaved, nothing written";
  s.model.remove(2);
  s.model.add("p", pt(9, 9));
  autosave(s);
  ASSERT_TRUE(findAutosave(t.state(), file));
  EXPECT_EQ(findAutosave(t.state(), file)->edits, 2u);

  AppState again;  // (the process was killed; a new one opens the file)
  again.stateDir = t.state();
  ASSERT_TRUE(openScene(again, file));
  ASSERT_TRUE(again.restoreOffer);
  restoreAutosave(again);
  EXPECT_FALSE(again.restoreOffer);
  ASSERT_EQ(again.model.scene().shapes.size(), 3u);
  EXPECT_EQ(again.model.scene().shapes[2].id, "p1");
  EXPECT_TRUE(again.model.dirty());
  ASSERT_TRUE(again.model.undo());
  EXPECT_EQ(again.model.scene().shapes[2].id, "r") << "undo returns to the file";
  ASSERT_TRUE(again.model.redo());
  ASSERT_TRUE(saveScene(again, file));
  EXPECT_FALSE(findAutosave(t.state(), file));
  EXPECT_FALSE(std::filesystem::exists(autosavePath(t.state(), file)));
  EXPECT_EQ(loadScene(file).shapes[2].id, "p1");
  EXPECT_EQ(loadScene(file + "~").shapes[2].id, "r");

  AppState third;  // Discard deletes the slot
  third.stateDir = t.state();
  ASSERT_TRUE(openScene(third, file));
  third.model.remove(0);
  autosave(third);
  std::filesystem::last_write_time(file, past);
  ASSERT_TRUE(openScene(third, file));
  ASSERT_TRUE(third.restoreOffer);
  discardAutosave(third);
  EXPECT_FALSE(std::filesystem::exists(autosavePath(t.state(), file)));
  EXPECT_EQ(third.model.scene().shapes.size(), 3u);
}

// A save that fails keeps the edits unsaved and says why.
TEST(FileActions, AFailedSaveKeepsTheEditsAndSaysWhy) {
  StateDir t;
  std::string file = (t.dir / "scenes" / "a.json").string();
  saveSceneAtomic(twoCircles(), file);
  AppState s;
  ASSERT_TRUE(openScene(s, file));
  s.model.remove(0);
  std::filesystem::remove_all(t.dir / "scenes");  // the folder was deleted meanwhile
  EXPECT_FALSE(saveScene(s, file));
  EXPECT_TRUE(s.model.dirty());
  EXPECT_EQ(s.model.path(), file);
  EXPECT_NE(s.message.find("No such file or directory"), std::string::npos) << s.message;
}

}  // namespace
}  // namespace hitlab::test

// [SECTION] The batch view

namespace hitlab::test {
namespace {

using namespace hitlab::app;

// Every count the batch view shows, recomputed pair by pair on the scalar and exact paths.
void expectCountsMatchThePairs(const BatchView& v) {
  BatchCounts want;
  for (int i = 0; i < v.count(); ++i) {
    const Segment s = v.segment(i);
    const Relation r = classify(v.probe(), s);
    ASSERT_EQ(static_cast<int>(v.relation(i)), static_cast<int>(r)) << "segment " << i;
    want.touching += r == Relation::Touching, want.overlapping += r == Relation::Overlapping;
    const compare::Comparison c = compare::compareFormula(v.probe(), s);
    ASSERT_EQ(v.seedDouble(i), c.f64) << "segment " << i;
    ASSERT_EQ(v.seedWrong(i), c.f64 != c.exact) << "segment " << i;
    want.seedDouble += c.f64, want.seedExact += c.exact, want.seedWrong += c.f64 != c.exact;
  }
  const BatchCounts& got = v.counts();
  EXPECT_EQ(got.touching, want.touching);
  EXPECT_EQ(got.overlapping, want.overlapping);
  EXPECT_EQ(got.scalarDisagree, 0u);
  EXPECT_EQ(got.seedDouble, want.seedDouble);
  EXPECT_EQ(got.seedExact, want.seedExact);
  EXPECT_EQ(got.seedWrong, want.seedWrong);
}

TEST(BatchView, EveryCountIsWhatThePairsSay) {
  BatchView v;
  v.generate(3000, {-10, -10}, {10, 10});
  ASSERT_EQ(v.count(), 3000);
  expectCountsMatchThePairs(v);
  // The probe starts on the line the collinear and T-junction segments are built on: both kinds show up.
  EXPECT_GT(v.counts().touching, 0u);
  EXPECT_GT(v.counts().overlapping, v.counts().seedExact);  // (collinear overlaps: not a strict crossing)
  // Moved anywhere, the counts follow.
  v.setProbe({{-3.3, 1.7}, {4.1, -2.9}});
  expectCountsMatchThePairs(v);
  EXPECT_GT(v.counts().overlapping, 0u);
}

TEST(BatchView, ItsSceneHoldsTheBatchPathsAnswers) {
  BatchView v;
  v.generate(1500, {0, 0}, {30, 20});
  const Scene scene = v.toScene();
  ASSERT_EQ(scene.shapes.size(), 1501u);
  EXPECT_EQ(scene.shapes[0].id, "probe");
  EXPECT_EQ(scene.expect.size(), v.counts().touching + v.counts().overlapping);
  // Through text and back, every expectation holds on the ordinary evaluate() path.
  const Scene loaded = parseScene(sceneToJson(scene), "batch-view.json");
  for (const Expectation& e : loaded.expect) {
    const Shape& a = loaded.shapes[0].shape;
    const Shape& b = loaded.shapes[std::stoul(e.b.substr(1)) + 1].shape;
    EXPECT_TRUE(compareExpectation(e, evaluate(a, b), pairScale(a, b)).empty()) << e.b;
  }
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {
using namespace hitlab::app;

TEST(Settings, RoundTripAndIgnoreWhatTheyDoNotKnow) {
  const std::string dir = ::testing::TempDir() + "hitlab-settings-test";
  std::filesystem::remove_all(dir);
  EXPECT_EQ(loadSettings(dir).textPercent, 100);  // (no file: the defaults)
  EXPECT_FALSE(loadSettings(dir).language.has_value());
  EXPECT_EQ(loadSettings(dir).digits, 4);
  saveSettings(dir, Settings{.language = explain::Language::Japanese, .textPercent = 175, .digits = 0});
  const Settings back = loadSettings(dir);
  EXPECT_EQ(back.language, explain::Language::Japanese);
  EXPECT_EQ(back.textPercent, 175);
  EXPECT_EQ(back.digits, 0);
  for (Theme theme : {Theme::Dark, Theme::Light, Theme::HighContrast}) {  // (each theme by its own word)
    Settings settings;
    settings.theme = theme;
    saveSettings(dir, settings);
    EXPECT_EQ(loadSettings(dir).theme, theme) << themeName(theme);
  }
  {  // a size that is not offered, digits not offered, an unknown key, a line without '=': ignored
    std::ofstream out(dir + "/settings.txt");
    out << "text=180\ndigits=5\nfuture=1\nlanguage=en\nrubbish\n";
  }
  EXPECT_EQ(loadSettings(dir).textPercent, 100);
  EXPECT_EQ(loadSettings(dir).digits, 4);
  EXPECT_EQ(loadSettings(dir).language, explain::Language::English);
  std::filesystem::remove_all(dir);
}

TEST(FramePair, BothShapesFillTheCanvasAtTheirCentre) {
  AppState s;
  Scene scene;
  scene.shapes = {{"a", Circle{{0, 0}, 0.5}}, {"b", Rect{{3, 0}, {4, 1}}}, {"c", Circle{{100, 100}, 1}}};
  s.model.reset(std::move(scene), "");
  s.cam.width = 1280, s.cam.height = 800, s.cam.canvasLo = {0, 20}, s.cam.canvasHi = {820, 770};
  framePair(s);  // (no pair: nothing)
  EXPECT_EQ(s.cam.center, (Vec2{0, 0}));
  s.model.pairA = 0, s.model.pairB = 1;
  s.view.showSat = false;  // (the SAT view's room: the next test)
  framePair(s);
  // (boundsOf rounds outwards: the box is a hair larger than the shapes)
  EXPECT_NEAR(s.cam.center.x, 1.75, 1e-12);
  EXPECT_NEAR(s.cam.center.y, 0.25, 1e-12);
  EXPECT_NEAR(s.cam.zoom, 0.6 * 820 / 4.5, 1e-9);  // (the box is 4.5 wide, 1.5 high: the width decides)
  for (Vec2 corner : {Vec2{-0.5, -0.5}, Vec2{4, 1}}) {
    const Vec2 p = s.cam.toPixel(corner);
    EXPECT_TRUE(p.x >= 0 && p.x <= 820 && p.y >= 20 && p.y <= 770) << p.x << ", " << p.y;
  }
}

// With the SAT view on, framing makes room for its rows beside the pair: every interval bar and axis line on
// the canvas, the pair too, for a circle and a rect and for two polygons with many axes.
TEST(FramePair, TheSatViewsBarsStayOnTheCanvas) {
  const std::vector<std::vector<NamedShape>> pairs = {
      {{"a", Circle{{0, 0}, 0.5}}, {"b", Rect{{3, 0}, {4, 1}}}},
      {{"p", Polygon{{{0, 0}, {4, 0}, {5, 2}, {3, 4}, {0, 3}}}}, {"q", Polygon{{{6, 1}, {9, 1}, {7, 5}}}}},
      {{"r", Rect{{0, 0}, {100, 1}}}, {"s", Rect{{50, 2}, {60, 30}}}}};
  for (const auto& shapes : pairs) {
    AppState s;
    Scene scene;
    scene.shapes = shapes;
    s.model.reset(std::move(scene), "");
    s.cam.width = 1280, s.cam.height = 800, s.cam.canvasLo = {0, 20}, s.cam.canvasHi = {820, 770};
    s.model.pairA = 0, s.model.pairB = 1;
    framePair(s);
    const PairEntry* pe = s.model.pair(0, 1);
    ASSERT_TRUE(pe && pe->result.sat);
    const auto rows = satRows(s.model, s.cam, *pe, s.view.collapseParallel);
    ASSERT_FALSE(rows.empty());
    for (const SatRow& row : rows)
      for (Vec2 w : {row.lineFrom, row.lineTo, row.aFrom, row.aTo, row.bFrom, row.bTo}) {
        const Vec2 p = s.cam.toPixel(w);
        EXPECT_TRUE(p.x >= 0 && p.x <= 820 && p.y >= 20 && p.y <= 770)
            << shapes[0].id << ": " << p.x << ", " << p.y;
      }
  }
}

TEST(Settings, TextSizesStepWithinTheirRange) {
  EXPECT_EQ(nextTextSize(100, 1), 125);
  EXPECT_EQ(nextTextSize(200, 1), 250);
  EXPECT_EQ(nextTextSize(300, 1), 300);
  EXPECT_EQ(nextTextSize(125, -1), 100);
  EXPECT_EQ(nextTextSize(100, -1), 100);
  EXPECT_EQ(nextTextSize(180, -1), 175);  // (from a size between two: the next one that way)
}

}  // namespace
}  // namespace hitlab::test

namespace hitlab::test {
namespace {
using namespace hitlab::app;

// Every colour that carries a meaning stands out from its theme's canvas: WCAG 2's 3:1 for graphics, 4.5:1
// for what is also text (the relation words, the verdicts, the labels).
TEST(Palette, EveryMeaningStandsOutInBothThemes) {
  for (Theme theme : {Theme::Dark, Theme::Light, Theme::HighContrast}) {
    const Palette& p = paletteOf(theme);
    const char* name = themeName(theme);
    for (auto [what, c] : {std::pair{"intervalA", p.intervalA},
                           {"intervalB", p.intervalB},
                           {"separatingAxis", p.separatingAxis},
                           {"arrow", p.arrow},
                           {"touchRing", p.touchRing},
                           {"negative", p.negative},
                           {"positive", p.positive},
                           {"highlight", p.highlight},
                           {"plain", p.plain},
                           {"seedWrong", p.seedWrong},
                           {"probe", p.probe},
                           {"neutral", p.neutral}})
      EXPECT_GE(contrastRatio(c, p.background), 3.0) << name << " " << what;
    for (auto [what, c] : {std::pair{"disjoint", p.disjoint},
                           {"touching", p.touching},
                           {"overlapping", p.overlapping},
                           {"invalid", p.invalid},
                           {"markLabel", p.markLabel},
                           {"axisLabel", p.axisLabel},
                           {"verdictRight", p.verdictRight},
                           {"verdictWrong", p.verdictWrong}})
      EXPECT_GE(contrastRatio(c, p.background), 4.5) << name << " " << what;
  }
  EXPECT_NEAR(contrastRatio({0, 0, 0, 1}, {1, 1, 1, 1}), 21, 1e-9);  // (the scale's ends)
  EXPECT_NEAR(contrastRatio({1, 1, 1, 0}, {1, 1, 1, 1}), 1, 1e-9);
}

}  // namespace
}  // namespace hitlab::test
