// touch.cpp — fingers as the mouse and as a pinch (touch.h).
#include "touch.h"

#include <algorithm>

namespace hitlab::app {

TouchGestures::Finger* TouchGestures::finger(int id) {
  for (Finger& f : held_)
    if (f.id == id) return &f;
  return nullptr;
}

void TouchGestures::startPinch() {
  const Vec2 c = 0.5 * (held_[0].pos + held_[1].pos);
  const double d = std::max(length(held_[0].pos - held_[1].pos), 1.0);
  pinch_ = Pinch{c, c, d, d, ++pinchCount_};
  now_ = {c, false, false};  // (the UI sees where the pinch is: over a panel it scrolls, not zooms)
}

// The left button let go where the finger is, in a frame with it still down at that place first: the
// drag's last move is taken before its release.
void TouchGestures::release() {
  if (!now_.left) return;
  push(now_);
  now_.left = false;
  push(now_);
}

void TouchGestures::down(int id, Vec2 pos, double t) {
  ++events_;
  touchMode_ = true;
  if (count_ >= 2 || finger(id)) return;
  Finger* slot = held_[0].id < 0 ? &held_[0] : &held_[1];
  *slot = {id, pos};
  ++count_;
  if (count_ == 1) {
    state_ = State::Hover;
    start_ = pos, startTime_ = t;
    now_ = {pos, false, false};
    push(now_);
    return;
  }
  if (state_ == State::Drag || state_ == State::Scroll) release();
  if (held_[0].id < 0 || held_[1].id < 0) return;
  state_ = State::Pinch;
  startPinch();
}

void TouchGestures::move(int id, Vec2 pos, double) {
  ++events_;
  Finger* f = finger(id);
  if (!f) return;
  const Vec2 before = f->pos;
  f->pos = pos;
  switch (state_) {
    case State::Hover:
      if (length(pos - start_) > slop_) {
        state_ = State::Drag;
        push({start_, true, false});  // (the press where the finger first touched)
        now_ = {pos, true, false};
      }
      break;
    case State::Drag:
      now_.pos = pos;
      break;
    case State::Scroll:
      scroll_ += pos.y - before.y;
      break;
    case State::Pinch:
      pinch_->centre = 0.5 * (held_[0].pos + held_[1].pos);
      pinch_->distance = std::max(length(held_[0].pos - held_[1].pos), 1.0);
      now_.pos = pinch_->centre;
      break;
    default:
      break;
  }
}

void TouchGestures::up(int id, Vec2 pos, double) {
  ++events_;
  Finger* f = finger(id);
  if (!f) return;
  f->pos = pos;
  *f = Finger{};
  --count_;
  switch (state_) {
    case State::Hover:  // a tap: a click where the finger touched
      push({start_, true, false});
      now_ = {start_, false, false};
      push(now_);
      break;
    case State::Drag:
      now_.pos = pos;
      release();
      break;
    case State::Scroll:
      release();
      break;
    case State::Pinch:
      pinch_.reset();
      break;
    default:
      break;
  }
  state_ = count_ > 0 ? State::Rest : State::Idle;
}

void TouchGestures::cancel(double) {
  ++events_;
  if (state_ == State::Drag || state_ == State::Scroll) release();
  held_[0] = held_[1] = Finger{};
  count_ = 0;
  pinch_.reset();
  state_ = State::Idle;
}

std::optional<PointerFrame> TouchGestures::frame(double t) {
  if (state_ == State::Hover && t - startTime_ >= longPress_) {  // a long press: a right click there
    state_ = State::Held;
    push({start_, false, true});
    push({start_, false, false});
  }
  if (!touchMode_) return std::nullopt;
  if (queue_.empty()) return now_;
  const PointerFrame f = queue_.front();
  queue_.pop_front();
  return f;
}

void TouchGestures::scrollInstead() {
  if (state_ != State::Drag) return;
  state_ = State::Scroll;
  const Finger& f = held_[0].id >= 0 ? held_[0] : held_[1];
  scroll_ += f.pos.y - start_.y;
  now_.pos = start_;
}

double TouchGestures::takeScroll() {
  const double s = scroll_;
  scroll_ = 0;
  return s;
}

void TouchGestures::mouseUsed() {
  if (count_ == 0 && queue_.empty()) touchMode_ = false;
}

}  // namespace hitlab::app
