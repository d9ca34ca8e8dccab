// frame_report.h — the app's test mode (--frame-report PATH): after every drawn frame, one line saying what
// the app has taken in and shown, so an end-to-end script waits for the frame after its input instead of
// sleeping a fixed time (which fails on a busy machine).
//
//   frame=F keys=K buttons=B cx=X cy=Y idle=I revision=R autosaved=A dirty=D step=S lang=L pair=A,B
//   canvas=X0,Y0,X1,Y1 batch=N text=P view=CX,CY,ZOOM theme=T present=0|1 lesson=ID,PAGE,STATE
//   touches=N toolbar=0|1 menu=0|1 framed=0|1 at_undo=X,Y at_step=X,Y at_page=X,Y at_id=X,Y
//   text_input=0|1 picker=-|MODE layout=side|below|sheet panel=X0,Y0,X1,Y1 judges=NAME:ANSWER:OUTCOME|...
//   hunt=-|running|done:K at_hunt=X,Y at_finding=X,Y shapes=N fonts=UI,MONO motions=0|1 toi=T
//   toi_case=C at_motion=X,Y scrub=T results_toi=A/B:T:CASE[,tunnels]|... lab_motion=exact:T|discrete:T|...
//
//   frame      frames drawn so far (the line is written after the frame is on the X screen)
//   keys       key presses and releases received (GLFW_PRESS / GLFW_RELEASE; repeats not counted)
//   buttons    mouse button presses and releases received
//   cx, cy     the cursor in window pixels, as the app's events have delivered it
//   idle       frames drawn since the one that took in the latest input event (keys, buttons, motion,
//              wheel, text, a finger on the page): 0 is the frame that handled it
//   revision   the scene model's revision (every edit and save adds one); autosaved: the revision the last
//              autosave wrote; dirty: 1 with unsaved edits
//   step       the Explain step shown (1 is the first); lang: the language (en or ja)
//   pair       the selected pair's shape indices (-1,-1: none)
//   canvas     the canvas rectangle in framebuffer pixels (the window less the bars and the sidebar)
//   batch      the batch view's segment count (0: the batch view is not shown)
//   text       the text size in percent (the font atlas is built at that size by the frame reported)
//   view       the camera: the world point at the canvas's centre and the zoom (pixels per unit)
//   theme      dark or light; present: 1 in presentation mode
//   lesson     the open lesson's id, page (1 is the first) and state: question (its answer awaited), task
//              (not done yet), done, page (nothing to do); "-,1,-" with no lesson
//   touches    touch events received (a finger down, moved, up or cancelled: the page's)
//   toolbar    1 while the touch toolbar shows; menu: 1 while the canvas menu is open
//   framed     1 while the view is kept framed on the pair or the scene (until the user moves it)
//   at_...     the centres of the toolbar's Undo, Step > and Page >, the Inspector's id field (window pixels;
//              -1,-1: not drawn; ui/places.h)
//   text_input 1 while a text field has the keyboard (the page's hidden text box has the focus then)
//   picker     the file picker's mode while it is open (open, save, save-lesson, handout, ...), "-" when not
//   layout     where the sidebar goes: beside the canvas, below it, or below it one section at a time (a
//              phone); panel: the sidebar's rectangle (window pixels; 0,0,0,0 when hidden); judges: each
//              judge of the Judges section on the selected pair (its name with spaces as _, what it says, and
//              agrees / by-design / declined / n/a / the class of what it got wrong), or "-"; hunt: the
//              section's hunt (done: how many kinds of wrong answer), at_hunt its button, at_finding the
//              first finding's row; shapes: how many shapes the scene has
//   fonts      the faces the font atlas was built from, file name#face index (ui/fonts.h: fontsInUse)
//   motions    1 while the motions are shown (View > Motions, M); toi: the selected pair's time of impact as
//              %.17g ("none": no contact in the step; "-": neither shape moves), toi_case its case;
//              at_motion: the selection's motion handle (window pixels; -1,-1: not shown); scrub: the Pair
//              section's time slider (-1: at the time of impact); results_toi: the Results table's time of
//              impact cells drawn in the frame (up to 9: the pair's ids, the time as %.17g or none, the
//              case, ",tunnels"), "-" when it drew none; lab_motion: the Lab's engine methods for the
//              selected pair in motion (exact, discrete, substeps, advancement: each the time it reports as
//              %.17g, or none), "-" when not shown
//   at_file_menu, at_export_drag, at_export_steps, at_export_reveal: the menu bar's File and its Export
//              animation (the last drag), (Explain steps of the selected pair) and (the lesson page's reveal)
//              (-1,-1: not drawn); drag_states: the states of
//              the last drag the scene model keeps (0: no drag yet); exporting: 1 while File > Export
//              animation captures its frames
//   pane_keys  1 while the keyboard is in the menus and the sidebar (F6, F10); nav: the place (as at_NAME
//              names it: id, screenshot, ...) whose item has the keyboard's navigation focus, or "-"
//   text_len   the length in bytes of the text in the field being edited (-1: none)
// The page (app/web) writes the same line into its own file system; its tests read it from there.
#pragma once

#include <string>

struct GLFWwindow;

namespace hitlab::app {

struct AppState;

/// Writes the report after each frame, the input counted by frame_pacing.h. Inactive (and free) when the
/// path is empty.
class FrameReport {
 public:
  void start(std::string path);
  bool active() const { return !path_.empty(); }
  /// After the frame's buffer swap: asks the X server for the cursor (a round trip, so the swap's image is
  /// on the screen before the line says so), then replaces the file's line atomically.
  void frameDrawn(GLFWwindow* window, const AppState& state);

 private:
  std::string path_;
  long frame_ = 0;
  long inputEvents_ = 0,
       lastInputFrame_ = 0;  // (inputCounts().events when last drawn; the frame that took it in)
};

}  // namespace hitlab::app
