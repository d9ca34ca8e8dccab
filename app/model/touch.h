// touch.h — fingers turned into what the app already understands (no GL, no ImGui): one finger is the
// mouse's left button (a drag is a mouse drag, a tap a click), a long press is a right click, two fingers pan
// and zoom the view about their centre. Positions are framebuffer pixels, times seconds.
//
// Dear ImGui 1.86 reads the mouse once a frame (it has no event queue), so every change of the buttons is
// held for a frame of its own: a tap is a frame with the button down at the finger, then one with it up.
// A finger first hovers at the place it touched; it presses only once it has moved past the slop (a drag:
// the press at the place first touched, so the drag is the mouse's from there) or lifts (a tap). A second
// finger before that turns the touch into a pinch; a second finger during a drag releases it first (the
// drag is kept as the edit it was).
#pragma once

#include <deque>
#include <optional>

#include "hitlab/math.h"

namespace hitlab::app {

/// The mouse as one frame sees it.
struct PointerFrame {
  Vec2 pos;
  bool left = false, right = false;
  friend bool operator==(const PointerFrame&, const PointerFrame&) = default;
};

/// Two fingers on the canvas: where they started and where they are. The view keeps the world point that
/// was under the start centre under the centre now, zoomed by distance / startDistance.
struct Pinch {
  Vec2 startCentre, centre;
  double startDistance = 1, distance = 1;
  int id = 0;  ///< one per pinch (a new pair of fingers is a new pinch)
};

class TouchGestures {
 public:
  /// slop: how far (pixels) a finger moves before it drags; longPress: how long (seconds) it rests before
  /// it is a right click.
  explicit TouchGestures(double slop = 10, double longPress = 0.5) : slop_(slop), longPress_(longPress) {}
  void setSlop(double pixels) { slop_ = pixels; }

  void down(int id, Vec2 pos, double t);
  void move(int id, Vec2 pos, double t);
  void up(int id, Vec2 pos, double t);
  /// The browser took the touches (touchcancel): a drag ends where it was, as a release would end it.
  void cancel(double t);

  /// Once a frame, before the UI reads the mouse: the mouse this frame (nothing when no finger has touched
  /// since the last mouse input). Also times the long press.
  std::optional<PointerFrame> frame(double t);
  /// The pinch in progress (none between pinches).
  const std::optional<Pinch>& pinch() const { return pinch_; }
  /// After a press on something that does not take a drag (a panel's background): the finger scrolls from
  /// now on instead of moving the mouse; takeScroll() gives how far (pixels, down positive) since the last
  /// call.
  void scrollInstead();
  double takeScroll();
  /// A mouse moved: the mouse's own position counts again, until the next touch.
  void mouseUsed();

  bool touching() const { return count_ > 0; }
  /// Whether the last input was a finger (the handles' hit area grows to a finger's size).
  bool lastInputWasTouch() const { return touchMode_; }
  /// Touch events received (down, move, up, cancel): the frame report counts them for the tests.
  long events() const { return events_; }

 private:
  enum class State { Idle, Hover, Drag, Scroll, Held, Pinch, Rest };
  struct Finger {
    int id = -1;
    Vec2 pos;
  };
  Finger* finger(int id);
  void startPinch();
  void release();
  void push(PointerFrame f) { queue_.push_back(f); }

  double slop_, longPress_;
  State state_ = State::Idle;
  Finger held_[2];  ///< the first two fingers down (a third is not followed)
  int count_ = 0;
  Vec2 start_;  ///< where the first finger touched
  double startTime_ = 0;
  std::deque<PointerFrame> queue_;  ///< button changes, one a frame
  PointerFrame now_;                ///< the mouse while nothing is queued
  std::optional<Pinch> pinch_;
  int pinchCount_ = 0;
  double scroll_ = 0;
  bool touchMode_ = false;
  long events_ = 0;
};

}  // namespace hitlab::app
