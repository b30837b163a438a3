"""Write ``relaxed_table.bin``, the solver's precomputed relaxed values (see ``solver``).

    python -m rules.temps_des_forets.build_table

The table only saves time: a state missing from it is computed when first needed.
"""

from __future__ import annotations

from .solver import _COMPUTED, TABLE_FILE, build_table

if __name__ == "__main__":
    TABLE_FILE.write_bytes(build_table())
    print(f"{TABLE_FILE.name}: {len(_COMPUTED)} states")
