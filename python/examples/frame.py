#!/usr/bin/env python3
"""One bullet-hell frame: 3,000 bullets, the player's hitbox and graze ring, an enemy's view cone
and a laser; bullets that hit something are drawn red. Saves frame.png (or the path given).
Run with Debian's interpreter: /usr/bin/python3 python/examples/frame.py [out.png|out.svg]"""
import math
import sys

if len(sys.argv) > 2 or (len(sys.argv) == 2 and sys.argv[1].startswith("-")):
    if sys.argv[1:] in (["--help"], ["-h"]):
        print(__doc__)
        sys.exit(0)
    print("frame.py: unknown argument %r\nusage: frame.py [out.png|out.svg]" % " ".join(sys.argv[1:]), file=sys.stderr)
    sys.exit(2)
out = sys.argv[1] if len(sys.argv) > 1 else "frame.png"

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

import hitmask  # noqa: E402

rng = np.random.default_rng(3)
n = 3000
# spiral waves from the boss at the top of a 640 x 480 playfield (Y down, as on screen)
t = rng.uniform(0, 1, n)
angle = t * 40 * math.pi + rng.normal(0, 0.05, n)
dist = 40 + t * 520
xs = (320 + dist * np.cos(angle)).astype(np.float32)
ys = (80 + dist * np.sin(angle)).astype(np.float32)

player = (320.0, 400.0)
hit, graze = hitmask.test_hit_graze(xs, ys, player, 3, 24)
cone = hitmask.Sector.facing((120, 120), (1, 1.2), math.radians(50), 260)
laser = hitmask.Capsule((520, 60), (380, 470), 6)
seen = hitmask.test(xs, ys, cone)
lasered = hitmask.test(xs, ys, laser)
red = hit | seen | lasered

fig, ax = plt.subplots(figsize=(6.4, 4.8), dpi=100)
ax.set_xlim(0, 640)
ax.set_ylim(480, 0)
ax.set_aspect("equal")
ax.set_facecolor("#10101a")
ax.scatter(xs[~red & ~graze], ys[~red & ~graze], s=2, c="#9ecbff", linewidths=0)
ax.scatter(xs[graze], ys[graze], s=4, c="#ffd166", linewidths=0)
ax.scatter(xs[red], ys[red], s=4, c="#ff3b3b", linewidths=0)
ax.add_patch(plt.Circle(player, 24, fill=False, ec="#ffd166", lw=0.8))
ax.add_patch(plt.Circle(player, 3, color="white"))
start = math.degrees(math.atan2(1.2, 1)) - 25
ax.add_patch(matplotlib.patches.Wedge((120, 120), 260, start, start + 50, fill=False, ec="#c77dff", lw=0.8))
ax.plot([520, 380], [60, 470], c="#c77dff", lw=2)
ax.set_title(f"{n} bullets: {int(hit.sum())} hit, {int(graze.sum())} graze, {int(seen.sum())} in the cone, "
             f"{int(lasered.sum())} on the laser ({hitmask.active_isa()})", fontsize=8)
fig.savefig(out)
print(f"wrote {out}: {int(red.sum())} red of {n}")
