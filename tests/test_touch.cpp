// The touch gestures (app/model/touch.h): what the UI sees frame by frame for taps, drags, long presses and
// pinches, and a pinch's view keeping the world point under the fingers under them.
#include <gtest/gtest.h>

#include <filesystem>
#include <vector>

#include "model/app_state.h"
#include "model/camera.h"
#include "model/file_actions.h"
#include "model/touch.h"

namespace hitlab::app {
namespace {

// The frames until the queue is drained: what Dear ImGui would read, one a frame.
std::vector<PointerFrame> drain(TouchGestures& g, double t, int frames = 6) {
  std::vector<PointerFrame> out;
  for (int i = 0; i < frames; ++i) out.push_back(*g.frame(t));
  return out;
}

TEST(Touch, NoTouchNoPointer) {
  TouchGestures g;
  EXPECT_FALSE(g.frame(0).has_value());
  EXPECT_FALSE(g.lastInputWasTouch());
}

TEST(Touch, ATapIsAClickWhereTheFingerTouched) {
  TouchGestures g(10, 0.5);
  g.down(7, {100, 50}, 0);
  g.move(7, {104, 53}, 0.05);  // (within the slop: still a tap)
  g.up(7, {104, 53}, 0.1);
  const auto f = drain(g, 0.1, 4);
  EXPECT_EQ(f[0], (PointerFrame{{100, 50}, false, false}));  // the pointer arrives first, no button
  EXPECT_EQ(f[1], (PointerFrame{{100, 50}, true, false}));   // pressed for one frame
  EXPECT_EQ(f[2], (PointerFrame{{100, 50}, false, false}));  // released
  EXPECT_EQ(f[3], f[2]);
  EXPECT_TRUE(g.lastInputWasTouch());
  EXPECT_EQ(g.events(), 3);
}

TEST(Touch, ADragPressesWhereItStartedAndReleasesWhereItEnded) {
  TouchGestures g(10, 0.5);
  g.down(1, {100, 100}, 0);
  EXPECT_EQ(*g.frame(0), (PointerFrame{{100, 100}, false, false}));
  g.move(1, {120, 100}, 0.02);  // past the slop
  EXPECT_EQ(*g.frame(0.02), (PointerFrame{{100, 100}, true, false}));
  EXPECT_EQ(*g.frame(0.03), (PointerFrame{{120, 100}, true, false}));
  g.move(1, {150, 90}, 0.04);
  g.move(1, {160, 80}, 0.05);  // (two moves in one frame: the last counts)
  EXPECT_EQ(*g.frame(0.05), (PointerFrame{{160, 80}, true, false}));
  g.move(1, {170, 80}, 0.06);
  g.up(1, {175, 80}, 0.06);  // the last move and the release in one frame
  const auto f = drain(g, 0.07, 3);
  EXPECT_EQ(f[0], (PointerFrame{{175, 80}, true, false}));  // the move is taken with the button down
  EXPECT_EQ(f[1], (PointerFrame{{175, 80}, false, false}));
  EXPECT_EQ(f[2], f[1]);
}

TEST(Touch, AFlickWithinOneFrameStillMovesThenReleases) {
  TouchGestures g(10, 0.5);
  g.down(1, {0, 0}, 0);
  g.move(1, {50, 0}, 0.001);
  g.up(1, {60, 0}, 0.002);
  const auto f = drain(g, 0.003, 5);
  EXPECT_EQ(f[0], (PointerFrame{{0, 0}, false, false}));
  EXPECT_EQ(f[1], (PointerFrame{{0, 0}, true, false}));
  EXPECT_EQ(f[2], (PointerFrame{{60, 0}, true, false}));
  EXPECT_EQ(f[3], (PointerFrame{{60, 0}, false, false}));
}

TEST(Touch, ALongPressIsARightClickAndNothingElse) {
  TouchGestures g(10, 0.5);
  g.down(1, {30, 40}, 1.0);
  EXPECT_EQ(*g.frame(1.2), (PointerFrame{{30, 40}, false, false}));
  EXPECT_EQ(*g.frame(1.4), (PointerFrame{{30, 40}, false, false}));
  EXPECT_EQ(*g.frame(1.5), (PointerFrame{{30, 40}, false, true}));
  EXPECT_EQ(*g.frame(1.6), (PointerFrame{{30, 40}, false, false}));
  g.move(1, {80, 40}, 1.7);  // moving after it does not drag
  g.up(1, {80, 40}, 1.8);
  for (const PointerFrame& f : drain(g, 1.9, 3)) EXPECT_FALSE(f.left || f.right);
}

TEST(Touch, ASecondFingerBeforeAnyDragIsAPinchWithNoClick) {
  TouchGestures g(10, 0.5);
  g.down(1, {100, 100}, 0);
  g.down(2, {200, 100}, 0.01);
  ASSERT_TRUE(g.pinch().has_value());
  EXPECT_EQ(g.pinch()->startCentre, (Vec2{150, 100}));
  EXPECT_EQ(g.pinch()->startDistance, 100);
  g.move(1, {50, 100}, 0.02);
  g.move(2, {250, 120}, 0.02);
  EXPECT_EQ(g.pinch()->centre, (Vec2{150, 110}));
  EXPECT_NEAR(g.pinch()->distance, length(Vec2{200, 20}), 1e-12);
  g.up(1, {50, 100}, 0.9);  // (long past the long press: a pinch is not one)
  EXPECT_FALSE(g.pinch().has_value());
  g.move(2, {400, 300}, 1.0);  // the finger left behind does nothing
  g.up(2, {400, 300}, 1.1);
  for (const PointerFrame& f : drain(g, 1.2, 6)) EXPECT_FALSE(f.left || f.right);
}

TEST(Touch, ASecondFingerDuringADragReleasesItThenPinches) {
  TouchGestures g(10, 0.5);
  g.down(1, {0, 0}, 0);
  g.move(1, {40, 0}, 0.1);
  g.down(2, {100, 0}, 0.2);
  const auto f = drain(g, 0.2, 5);
  EXPECT_EQ(f[1], (PointerFrame{{0, 0}, true, false}));
  EXPECT_EQ(f[2], (PointerFrame{{40, 0}, true, false}));
  EXPECT_EQ(f[3], (PointerFrame{{40, 0}, false, false}));
  EXPECT_TRUE(g.pinch().has_value());
  const int first = g.pinch()->id;
  g.up(2, {100, 0}, 0.3);
  g.down(3, {90, 0}, 0.4);  // a finger back down: a new pinch
  ASSERT_TRUE(g.pinch().has_value());
  EXPECT_NE(g.pinch()->id, first);
}

TEST(Touch, ScrollingInsteadHoldsThePointerAndCountsTheFinger) {
  TouchGestures g(10, 0.5);
  g.down(1, {10, 100}, 0);
  g.move(1, {10, 130}, 0.1);
  (void)drain(g, 0.1, 2);
  g.scrollInstead();
  EXPECT_EQ(g.takeScroll(), 30);
  g.move(1, {10, 110}, 0.2);
  EXPECT_EQ(*g.frame(0.2), (PointerFrame{{10, 100}, true, false}));
  EXPECT_EQ(g.takeScroll(), -20);
  EXPECT_EQ(g.takeScroll(), 0);
  g.up(1, {10, 110}, 0.3);
  EXPECT_EQ(drain(g, 0.3, 3)[1], (PointerFrame{{10, 100}, false, false}));
}

TEST(Touch, TheMouseTakesOverOnceTheFingersAreGone) {
  TouchGestures g;
  g.down(1, {1, 1}, 0);
  g.mouseUsed();  // (a finger still down: the touch keeps the pointer)
  EXPECT_TRUE(g.lastInputWasTouch());
  g.up(1, {1, 1}, 0.1);
  (void)drain(g, 0.1, 4);
  g.mouseUsed();
  EXPECT_FALSE(g.lastInputWasTouch());
  EXPECT_FALSE(g.frame(0.2).has_value());
}

TEST(Touch, CancelEndsADragAsAReleaseWould) {
  TouchGestures g(10, 0.5);
  g.down(1, {0, 0}, 0);
  g.move(1, {30, 0}, 0.1);
  g.cancel(0.2);
  const auto f = drain(g, 0.2, 4);
  EXPECT_EQ(f[2], (PointerFrame{{30, 0}, true, false}));
  EXPECT_EQ(f[3], (PointerFrame{{30, 0}, false, false}));
  EXPECT_FALSE(g.touching());
}

// The view a pinch gives (Camera::placeAt): the world point under the start centre stays under the centre
// as the fingers move, at every zoom, with y up and y down.
TEST(Touch, APinchKeepsTheWorldPointUnderTheFingers) {
  for (bool yDown : {false, true}) {
    Camera cam;
    cam.yDown = yDown;
    cam.center = {3, -2}, cam.zoom = 40, cam.canvasLo = {0, 20}, cam.canvasHi = {900, 700};
    const Vec2 c0{400, 300};
    const Vec2 w0 = cam.toWorld(c0);
    const double z0 = cam.zoom;
    for (auto [c, factor] : {std::pair{Vec2{420, 280}, 2.5}, {Vec2{100, 650}, 0.3}, {Vec2{899, 21}, 7.0}}) {
      cam.zoom = z0 * factor;
      cam.placeAt(w0, c);
      const Vec2 p = cam.toPixel(w0);
      EXPECT_NEAR(p.x, c.x, 1e-9);
      EXPECT_NEAR(p.y, c.y, 1e-9);
    }
  }
}

}  // namespace
}  // namespace hitlab::app

// A finger's reach is wide, but what lies under it comes first: the middle of a short segment takes its body,
// and a point near an end but off the body still takes the end.
namespace hitlab::app {
namespace {
TEST(Touch, AFingertipTakesWhatIsUnderItBeforeWhatIsNear) {
  const std::vector<NamedShape> shapes = {{"s", Segment{{0, 0}, {1, 0}}}};
  EXPECT_EQ(pick(shapes, {0.5, 0}, 0.6).kind, HandleKind::Vertex);  // (a mouse's rule with a finger's reach)
  EXPECT_EQ(pick(shapes, {0.5, 0}, 0.6, 0.1).kind, HandleKind::Body);
  const Handle end = pick(shapes, {1.3, 0.2}, 0.6, 0.1);
  EXPECT_EQ(end.kind, HandleKind::Vertex);
  EXPECT_EQ(end.vertex, 1);
  EXPECT_EQ(pick(shapes, {0.5, 2}, 0.6, 0.1).kind, HandleKind::None);
}
}  // namespace
}  // namespace hitlab::app

// [SECTION] The view kept framed, presentation's text, a lesson's snap (issue 37)

namespace hitlab::app {
namespace {

AppState twoCircles() {
  AppState s;
  Scene scene;
  scene.shapes = {{"a", Circle{{0, 0}, 1}}, {"b", Circle{{3, 0}, 1}}, {"far", Circle{{100, 100}, 1}}};
  s.model.reset(scene, "");
  s.model.pairA = 0, s.model.pairB = 1;
  s.cam.width = 1024, s.cam.height = 768, s.cam.canvasLo = {0, 20}, s.cam.canvasHi = {700, 740};
  return s;
}

TEST(Framing, AFramedPairIsFramedAgainWhenTheCanvasChangesSize) {
  AppState s = twoCircles();
  s.pairFrameRequested = true;
  frameAsRequested(s);
  const double first = s.cam.zoom;
  EXPECT_NEAR(first, 0.6 * 700 / 5, 1e-9);  // (5 units wide, 2 high: the width decides)
  // The tablet turned: a narrower, taller canvas. The pair is framed for it, as framePair would frame it.
  s.cam.width = 768, s.cam.height = 1024, s.cam.canvasHi = {768, 500};
  frameAsRequested(s);
  EXPECT_NEAR(s.cam.zoom, 0.6 * 768 / 5, 1e-9);
  EXPECT_NEAR(s.cam.center.x, 1.5, 1e-12);  // (a circle's bounds are rounded outwards)
  EXPECT_NEAR(s.cam.center.y, 0, 1e-12);
  // The user pinches or pans: the view stays where the user put it, whatever the canvas does next.
  viewMovedByUser(s);
  s.cam.zoom = 3, s.cam.center = {50, 50};
  s.cam.canvasHi = {1024, 700};
  frameAsRequested(s);
  EXPECT_EQ(s.cam.zoom, 3);
  EXPECT_EQ(s.cam.center, (Vec2{50, 50}));
}

TEST(Framing, AnotherPairChosenIsNotFramedByAResize) {
  AppState s = twoCircles();
  s.pairFrameRequested = true;
  frameAsRequested(s);
  s.model.pairB = 2;  // (Shift+click: a pair, not a request to frame it)
  const Camera before = s.cam;
  s.cam.canvasHi = {900, 740};
  frameAsRequested(s);
  EXPECT_EQ(s.cam.zoom, before.zoom);
  EXPECT_EQ(s.cam.center, before.center);
}

TEST(Framing, AFittedSceneStaysFitted) {
  AppState s = twoCircles();
  s.fitRequested = true;
  frameAsRequested(s);
  const double wide = s.cam.zoom;
  s.cam.canvasHi = {350, 740};  // half as wide
  frameAsRequested(s);
  EXPECT_NEAR(s.cam.zoom, wide / 2, 1e-9 * wide);
}

TEST(Presentation, OpensAtAReadableSizeAndPutsTheUsersBack) {
  EXPECT_EQ(presentationTextPercent(800, 1), 200);   // 26.7 px wanted: 167% (16 px at 100%)
  EXPECT_EQ(presentationTextPercent(1080, 1), 250);  // 36 px: 225%
  EXPECT_EQ(presentationTextPercent(1440, 1), 300);  // 48 px: 300%
  EXPECT_EQ(presentationTextPercent(2160, 2), 250);  // a HiDPI 4K screen: 1080's, in its pixels
  EXPECT_EQ(presentationTextPercent(600, 1), 200);   // never below 200%
  AppState s = twoCircles();
  s.cam.height = 1440;
  s.textPercent = 125;
  const std::string dir = (std::filesystem::temp_directory_path() / "hitlab-present-test").string();
  s.configDir = dir;
  setPresenting(s, true);
  EXPECT_EQ(s.textPercent, 300);
  EXPECT_EQ(s.theme, Theme::Light);
  s.textPercent = nextTextSize(s.textPercent, -1);  // Ctrl+- still shrinks it
  rememberSettings(s);                              // (what is remembered is the user's own size)
  EXPECT_EQ(loadSettings(dir).textPercent, 125);
  setPresenting(s, false);
  EXPECT_EQ(s.textPercent, 125);
  EXPECT_EQ(s.theme, Theme::Dark);
  s.textPercent = 250;  // a user's size larger than presentation's is kept
  setPresenting(s, true);
  EXPECT_EQ(s.textPercent, 300);
  s.cam.height = 600;
  setPresenting(s, false);
  setPresenting(s, true);
  EXPECT_EQ(s.textPercent, 250);
  std::filesystem::remove_all(dir);
}

TEST(Settings, TheToolbarChoiceIsRemembered) {
  const std::string dir = (std::filesystem::temp_directory_path() / "hitlab-toolbar-test").string();
  for (Toolbar t : {Toolbar::On, Toolbar::Off, Toolbar::Auto}) {
    Settings settings;
    settings.toolbar = t;
    saveSettings(dir, settings);
    EXPECT_EQ(loadSettings(dir).toolbar, t);
  }
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace hitlab::app
