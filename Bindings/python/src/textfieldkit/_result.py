"""``ValueReading``: a field's value, text and completeness, read from its value JSON."""

from __future__ import annotations

from typing import Any, Dict


class ValueReading:
    """``value``, ``formatted`` and ``complete``, read from :attr:`result` (the field's value
    JSON), for a :class:`~textfieldkit.Field` and a form's :class:`~textfieldkit.FormField`."""

    __slots__ = ()

    @property
    def result(self) -> Dict[str, Any]:
        """The value JSON read: ``formatted``, ``value``, ``complete`` (and ``region``)."""
        raise NotImplementedError

    @property
    def value(self) -> str:
        """The value (``"5551234567"``; a date's ISO ``"2024-12-31"``; ``""`` until a type's
        value is whole)."""
        return str(self.result["value"])

    @property
    def formatted(self) -> str:
        """The text as the field shows it (``"+1 (555) 123-4567"``)."""
        return str(self.result["formatted"])

    @property
    def complete(self) -> bool:
        """Whether the value is complete (the mask filled, the type's value valid)."""
        return bool(self.result["complete"])
