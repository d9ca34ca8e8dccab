"""Where a scene's selected pair lies on the canvas: prints 'ok' when the bounding box of both shapes of the
scene's first expected pair (the pair the app selects on opening) lies inside the canvas rectangle, drawn
with the scene's view; else what sticks out. Usage: pair_in_canvas.py SCENE X0 Y0 X1 Y1"""
import json
import sys

scene = json.load(open(sys.argv[1]))
x0, y0, x1, y1 = map(float, sys.argv[2:6])
if not scene.get("expect") or "view" not in scene:
    print("ok (no expected pair or no view)")
    sys.exit(0)
shapes = {s["id"]: s for s in scene["shapes"]}
first = scene["expect"][0]
xs, ys = [], []
for sid in (first["a"], first["b"]):
    s = shapes[sid]
    t = s["type"]
    if t == "circle":
        (cx, cy), r = s["center"], s["radius"]
        xs += [cx - r, cx + r]
        ys += [cy - r, cy + r]
    elif t == "capsule":
        r = s["radius"]
        for x, y in (s["a"], s["b"]):
            xs += [x - r, x + r]
            ys += [y - r, y + r]
    else:
        pts = {"point": [s.get("p")], "segment": [s.get("a"), s.get("b")], "rect": [s.get("min"), s.get("max")],
               "polygon": s.get("points")}[t]
        xs += [p[0] for p in pts]
        ys += [p[1] for p in pts]
(vx, vy), zoom = scene["view"]["center"], scene["view"]["zoom"]
cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
px = [cx + (x - vx) * zoom for x in xs]
py = [cy - (y - vy) * zoom for y in ys]
if min(px) >= x0 and max(px) <= x1 and min(py) >= y0 and max(py) <= y1:
    print("ok")
else:
    print(f"pair {first['a']}/{first['b']} spans x {min(px):.0f}..{max(px):.0f}, y {min(py):.0f}..{max(py):.0f}; "
          f"canvas {x0:.0f} {y0:.0f} {x1:.0f} {y1:.0f}")
    sys.exit(1)
