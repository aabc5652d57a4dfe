"""The report's SVG charts, drawn with matplotlib (Debian's python3-matplotlib): per view kind,
bars of every ISA and peer on a log scale (the 3D views too, when the run has them); for circle and sector_facing, a size sweep with the
cache sizes marked and the memory floor drawn."""
import os

import matplotlib

matplotlib.use("svg")  # no display: write files only
import matplotlib.pyplot as plt  # noqa: E402

import bench_data as bd  # noqa: E402

BYTES_PER_ELEMENT = {"points": 8, "circles": 12, "segments": 16, "points3": 12, "spheres": 16}
BAR_SIZE = 4096  # elements: in L1, where the kernels compute rather than wait
SWEEP_QUERIES = ("circle", "sector_facing")
VIEW_TITLES = {"points": "points", "circles": "round bullets", "segments": "swept bullets",
               "points3": "3D points", "spheres": "spheres (3D)"}


def _style():
    # tab20: distinct colours for up to 20 series (the default cycle repeats after 10)
    plt.rcParams.update({"svg.fonttype": "none", "font.size": 9, "axes.grid": True, "grid.alpha": 0.3,
                         "axes.prop_cycle": matplotlib.cycler(color=plt.get_cmap("tab20").colors)})


def bars(table, machine, isas, view, n, path):
    queries = sorted({q for (q, _, m) in table if m == n and bd.view_of(q) == view and not bd.is_floor(q)})
    variants = [v for v in isas + bd.PEERS if any((q, v, n) in table for q in queries)]
    if not queries or not variants:
        return False
    fig, ax = plt.subplots(figsize=(max(7, 0.9 * len(queries) + 3), 4.8))
    width = 0.8 / len(variants)
    for i, v in enumerate(variants):
        xs, ys = [], []
        for j, q in enumerate(queries):
            if (q, v, n) in table:
                xs.append(j - 0.4 + (i + 0.5) * width)
                ys.append(table[(q, v, n)]["rate"] / 1e9)
        ax.bar(xs, ys, width, label=v if v in isas else bd.PEER_LABELS[v])
    ax.set_yscale("log")
    ax.set_xticks(range(len(queries)))
    ax.set_xticklabels(queries, rotation=30, ha="right")
    ax.set_ylabel("G elements / s (log scale, higher is faster)")
    ax.set_title("hitmask, %s: %d elements per query\n%s" % (VIEW_TITLES[view], n, machine.get("cpu_brand")))
    ax.legend(fontsize=7, ncol=2, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return True


def sweep(table, machine, isas, query, path):
    sizes = sorted({n for (q, _, n) in table if q == query})
    if len(sizes) < 2:
        return False
    view = bd.view_of(query)
    fig, ax = plt.subplots(figsize=(8, 4.8))
    for v in isas + bd.PEERS:
        points = [(n, table[(query, v, n)]["rate"] / 1e9) for n in sizes if (query, v, n) in table]
        if len(points) >= 2:
            ax.plot(*zip(*points), marker="o", ms=3, ls="-" if v in isas else "--",
                    label=v if v in isas else bd.PEER_LABELS[v])
    floor = []
    for n in sizes:
        rates = [table[("floor_" + view, i, n)]["rate"] for i in isas if ("floor_" + view, i, n) in table]
        if rates:
            floor.append((n, max(rates) / 1e9))
    if len(floor) >= 2:
        ax.plot(*zip(*floor), "k--", lw=1.5, label="memory floor (widest loads)")
    for key, label in (("l1d_bytes", "L1d"), ("l2_bytes", "L2"), ("l3_bytes", "L3")):
        size = machine.get(key)
        if size:
            elements = size / BYTES_PER_ELEMENT[view]
            ax.axvline(elements, color="grey", lw=0.8, ls=":")
            ax.text(elements, 0.98, " %s" % label, transform=ax.get_xaxis_transform(), va="top", fontsize=8)
    ax.set_xscale("log", base=2)
    ax.set_yscale("log")
    ax.set_xlabel("elements per query (log scale; %d bytes each)" % BYTES_PER_ELEMENT[view])
    ax.set_ylabel("G elements / s (log scale)")
    marked = "cache sizes" if all(machine.get(k) for k in bd.CACHE_LEVELS) else "the cache sizes this machine gives"
    ax.set_title("hitmask %s against size, with %s and the memory floor\n%s"
                 % (query, marked, machine.get("cpu_brand")))
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
    return True


def draw_all(table, machine, isas, out_dir):
    """Draws every chart the run's data allows; returns the file names written."""
    _style()
    written = []
    for view in ("points", "circles", "segments", "points3", "spheres"):
        name = "bars_%s.svg" % view
        if bars(table, machine, isas, view, BAR_SIZE, os.path.join(out_dir, name)):
            written.append(name)
    for query in SWEEP_QUERIES:
        name = "sweep_%s.svg" % query
        if sweep(table, machine, isas, query, os.path.join(out_dir, name)):
            written.append(name)
    return written


def ratio_bars(names, ratios, title, path):
    """compare_reports.py's chart: one horizontal bar per case, B over A, log scale."""
    _style()
    fig, ax = plt.subplots(figsize=(8, max(3, 0.16 * len(names) + 1.5)))
    colours = ["tab:green" if r >= 1 else "tab:red" for r in ratios]
    ax.barh(range(len(names)), ratios, color=colours)
    ax.set_xscale("log")
    ax.axvline(1, color="k", lw=0.8)
    ax.set_yticks(range(len(names)))
    ax.set_yticklabels(names, fontsize=6)
    ax.invert_yaxis()
    ax.set_xlabel("speed of B / speed of A (log scale; right of 1: B is faster)")
    ax.set_title(title)
    fig.tight_layout()
    fig.savefig(path)
    plt.close(fig)
