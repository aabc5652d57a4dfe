"""What the binding tests build their columns with (pytest puts this folder on sys.path, as
python/tests has no __init__.py)."""
import numpy as np


def f32(*values):
    """A float32 column of the values, as the bindings take them."""
    return np.array(values, dtype=np.float32)
