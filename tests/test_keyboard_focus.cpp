// The canvas by keyboard alone (issue 53): Tab's order of shapes and handles, and the arrow keys' moves
// (app/model/keyboard_focus.h). The keys themselves are driven end to end by tests/e2e/lesson.sh keyboard.
#include <gtest/gtest.h>

#include <cmath>

#include "helpers.h"
#include "model/keyboard_focus.h"

namespace hitlab::test {
namespace {

using namespace hitlab::app;

std::vector<NamedShape> scene() {
  return {{"s", seg(0, 0, 4, 0)}, {"c", circ(6, 0, 1)}, {"k", Capsule{{0, 3}, {2, 3}, 0.5}}};
}

TEST(KeyboardFocus, TabTakesEachBodyThenItsHandlesInSceneOrder) {
  const auto order = focusOrder(scene(), false);
  const std::vector<Handle> want = {{0, HandleKind::Body, 0},   {0, HandleKind::Vertex, 0},
                                    {0, HandleKind::Vertex, 1}, {1, HandleKind::Body, 0},
                                    {1, HandleKind::Center, 0}, {1, HandleKind::Radius, 0},
                                    {2, HandleKind::Body, 0},   {2, HandleKind::Vertex, 0},
                                    {2, HandleKind::Vertex, 1}, {2, HandleKind::Radius, 0}};
  ASSERT_EQ(order, want);
  // With the motions shown, each shape's motion tip follows its handles.
  const auto moving = focusOrder(scene(), true);
  ASSERT_EQ(moving.size(), want.size() + 3);
  EXPECT_EQ(moving[3], (Handle{0, HandleKind::Motion, 0}));
  EXPECT_EQ(moving.back(), (Handle{2, HandleKind::Motion, 0}));
}

TEST(KeyboardFocus, TabAndShiftTabGoRoundTheEnds) {
  const auto shapes = scene();
  EXPECT_EQ(nextFocus(shapes, false, {}, 1), (Handle{0, HandleKind::Body, 0}));
  EXPECT_EQ(nextFocus(shapes, false, {}, -1), (Handle{2, HandleKind::Radius, 0}));
  EXPECT_EQ(nextFocus(shapes, false, {2, HandleKind::Radius, 0}, 1), (Handle{0, HandleKind::Body, 0}));
  EXPECT_EQ(nextFocus(shapes, false, {0, HandleKind::Body, 0}, -1), (Handle{2, HandleKind::Radius, 0}));
  EXPECT_EQ(nextFocus(shapes, false, {0, HandleKind::Vertex, 1}, 1), (Handle{1, HandleKind::Body, 0}));
  EXPECT_EQ(nextFocus({}, false, {}, 1), Handle{});
  // A handle taken away (the shape removed, an undo) is no longer focusable; Tab starts from the first.
  EXPECT_TRUE(focusable(shapes, false, {2, HandleKind::Vertex, 1}));
  EXPECT_FALSE(focusable(shapes, false, {3, HandleKind::Body, 0}));
  EXPECT_FALSE(focusable(shapes, false, {1, HandleKind::Vertex, 0}));  // (a circle has no vertex)
  EXPECT_FALSE(focusable(shapes, false, {0, HandleKind::Motion, 0}));  // (motions hidden)
  EXPECT_TRUE(focusable(shapes, true, {0, HandleKind::Motion, 0}));
  EXPECT_EQ(nextFocus(shapes, false, {7, HandleKind::Body, 0}, 1), (Handle{0, HandleKind::Body, 0}));
}

TEST(KeyboardFocus, AnArrowMovesByWholeGridStepsRoundedOnce) {
  // Three steps of 0.1 are 0.3, the double nearest 3/10, not 0.1 added three times.
  EXPECT_EQ(keyMove({3, 0}, 0.1, 1, false, {}), (Vec2{0.3, 0}));
  EXPECT_EQ(keyMove({0, -1}, 0.5, 10, false, {}), (Vec2{0, -5}));
  double sum = 0;
  for (int i = 0; i < 3; ++i) sum += 0.1;
  EXPECT_NE(sum, 0.3);  // (what adding would have given)
  // Alt: one ulp of the focused point's coordinate, that way, exactly.
  const Vec2 at{1, -3};
  const Vec2 right = keyMove({1, 0}, 0.5, 1, true, at), down = keyMove({0, -1}, 0.5, 1, true, at);
  EXPECT_EQ(at.x + right.x, std::nextafter(1.0, 2.0));
  EXPECT_EQ(right.y, 0);
  EXPECT_EQ(at.y + down.y, std::nextafter(-3.0, -4.0));
  EXPECT_EQ(down.x, 0);
}

TEST(KeyboardFocus, AMoveActsOnTheFocusedHandleAsADragDoes) {
  const auto shapes = scene();
  const Vec2 by{0.5, -1};
  // A body: the whole shape translated; an end: that end only.
  EXPECT_EQ(movedBy(shapes[0], {0, HandleKind::Body, 0}, by).shape, seg(0.5, -1, 4.5, -1));
  EXPECT_EQ(movedBy(shapes[0], {0, HandleKind::Vertex, 1}, by).shape, seg(0, 0, 4.5, -1));
  // A circle's radius handle (at its right, (7, 0)) moved right by 0.5: the radius 1.5.
  EXPECT_EQ(movedBy(shapes[1], {1, HandleKind::Radius, 0}, {0.5, 0}).shape, circ(6, 0, 1.5));
  EXPECT_EQ(movedBy(shapes[1], {1, HandleKind::Center, 0}, by).shape, circ(6.5, -1, 1));
  EXPECT_EQ(focusPoint(shapes[1], {1, HandleKind::Radius, 0}), (Vec2{7, 0}));
  // A motion's tip: the motion itself moved, the shape still.
  NamedShape moving = shapes[2];
  moving.motion = {1, 0};
  const NamedShape after = movedBy(moving, {2, HandleKind::Motion, 0}, by);
  EXPECT_EQ(after.motion, (Vec2{1.5, -1}));
  EXPECT_EQ(after.shape, moving.shape);
  // A still shape's tip is pulled out from where its handle is offered.
  const NamedShape pulled = movedBy(shapes[2], {2, HandleKind::Motion, 0}, by);
  EXPECT_EQ(pulled.motion, motionHandle(shapes[2]) + by - anchorOf(shapes[2].shape));
}

}  // namespace
}  // namespace hitlab::test
