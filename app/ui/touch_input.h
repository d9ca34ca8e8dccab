// touch_input.h — the fingers (model/touch.h) given to Dear ImGui as its mouse, between the GLFW backend's
// new frame and Dear ImGui's: the same clicks and drags as a mouse's, so a finger edits with the same
// commands and undo steps; a finger on a panel's background, or two fingers over a panel, scroll it.
#pragma once

namespace hitlab::app {

struct AppState;

/// After ImGui_ImplGlfw_NewFrame, before ImGui::NewFrame. `cursorX`, `cursorY`: the mouse as GLFW has it
/// (a mouse that moved takes the pointer back from the fingers); `now` in seconds.
void touchToImGui(AppState& s, double cursorX, double cursorY, double now);

}  // namespace hitlab::app
