// frame_pacing.h — frames drawn when something changes. While the user acts (an input event or a resized
// window) and for a few frames after, and while something moves by itself (Explain playing, a finger held,
// an animation being captured, a text field's caret, a benchmark or screenshot run), every frame is drawn;
// otherwise one every kIdleSeconds, which still shows what timers and background work change (the autosave,
// hunts and judges, the page's file callbacks). Without it an idle window took a whole core: the desktop's
// loop where the swap does not wait for the display (Xvfb, some drivers), the page at the browser's 60 frames
// a second.
#pragma once

#include "../model/frame_pacer.h"

struct GLFWwindow;

namespace hitlab::app {

/// The window's input events (keys, repeats, buttons, cursor motion, wheel, text; a finger on the page),
/// counted by GLFW callbacks installed before Dear ImGui's backend, which chains to them.
struct InputCounts {
  long events = 0;   ///< every input event
  long keys = 0;     ///< key presses and releases (repeats not counted)
  long buttons = 0;  ///< mouse button presses and releases
  /// The cursor as the events delivered it (window pixels): not as the X server has it now, which can be
  /// ahead of what the frames have taken in (a test's wait for the pointer would end too soon).
  double cursorX = 0, cursorY = 0;
};

/// Installs the counting callbacks on the window (once, before Dear ImGui's backend).
void countInputEvents(GLFWwindow* window);
/// An input event that does not come through GLFW (a finger on the page).
void countInputEvent();
const InputCounts& inputCounts();

}  // namespace hitlab::app
