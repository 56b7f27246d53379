"""Form specs (the JSON ``textfield form --spec`` reads) as the C library's spec calls take them.

A spec is a mapping (``json.dumps``-ed here), a JSON string, or a path to a JSON file. The
library checks it and says what is wrong; Python only reads the labels back out of a spec the
library took (to split a refusal's reason from its message).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, List, Mapping, Union

from ._handle import c_string
from .errors import BadArgumentError

#: What ``from_spec`` takes: a mapping, a JSON string, or a path to a JSON file.
Spec = Union[Mapping[str, Any], str, "os.PathLike[str]"]


def spec_json(spec: Spec) -> bytes:
    """``spec`` as the NUL-terminated UTF-8 JSON the C library takes.

    Raises:
        TypeError: ``spec`` is none of a mapping, a str and a path, or holds a value JSON has
            no form for.
        BadArgumentError: a float JSON cannot carry (``nan``), a NUL in a JSON string.
        OSError: the file cannot be read.
    """
    if isinstance(spec, Mapping):
        try:
            text = json.dumps(spec, allow_nan=False)
        except TypeError as error:
            raise TypeError(f"spec: {error}") from None
        except ValueError as error:
            raise BadArgumentError(f"spec: {error}") from None
    elif isinstance(spec, str):
        text = spec
    elif isinstance(spec, os.PathLike):
        text = Path(spec).read_text(encoding="utf-8")
    else:
        raise TypeError(f"spec must be a dict, a JSON str or a path, not {type(spec).__name__}")
    return c_string(text, "spec")


def labels(json_text: bytes, fields: bool) -> List[str]:
    """The label of each field of a spec the library took (``"label"``, else ``"key"``); of
    the one field when ``fields`` is False. Empty when Python reads it otherwise."""
    try:
        spec = json.loads(json_text)
        elements = spec["fields"] if fields else [spec]
        return [str(element.get("label", element["key"])) for element in elements]
    except (ValueError, TypeError, KeyError, AttributeError):
        return []
