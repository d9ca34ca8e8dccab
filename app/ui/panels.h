// panels.h — the Dear ImGui panels: menu bar, the sidebar and its sections, status bar, file picker, the
// restore modal. Each reads the AppState and issues commands; none draws the canvas's shapes.
#pragma once

#include "../model/app_state.h"

namespace hitlab::app {

/// Folder of the bundled scenes (welcome + gallery), shown in the Gallery menu.
void setGalleryDir(const std::string& dir);

/// Sets the camera's canvas (the window less the menu bar, the status bar and the sidebar when shown) for
/// this frame; call after ImGui::NewFrame, before input and drawing.
void layoutCanvas(AppState& s);

/// File > Open: the in-app picker on the desktop, the browser's file chooser in the page.
void openFile(AppState& s);

/// File > Copy share link (the page only: platform::sharesLinks).
void copyShareLink(AppState& s);

/// Add > Segment, Circle, ...: the menu items that add a shape centred at `at` (world units), sized for the
/// view (the Add menu's at the view's centre, the canvas menu's where it was opened).
void addShapeItems(AppState& s, Vec2 at);
/// The canvas menu (a right click that did not pan, a long press): what can be done to the shape under it,
/// or shapes to add there.
void canvasMenu(AppState& s);

/// All panels for this frame. `screenshotPath` is set when the user asks for a PNG.
void drawPanels(AppState& s, std::string& screenshotPath);

}  // namespace hitlab::app
