import TextFieldCore

extension FieldMessages {
  /// A French table, for tests that a replaced table reaches every message.
  public static let french: FieldMessages = {
    var french = FieldMessages.english
    french.refused = "interdit ici"
    french.dropped = { count, reason in
      "\(count) caractère\(count == 1 ? "" : "s") retiré\(count == 1 ? "" : "s") : \(reason)"
    }
    french.separator = " ; "
    french.tooLong = { "au plus \($0) caractère\($0 == 1 ? "" : "s")" }
    french.onlyAllowed = { "seulement \($0)" }
    french.banned = { "pas de \($0)" }
    french.maskRefused = { input, expected in
      let what = input.map { "« \($0) »" } ?? "rien de collé"
      let wanted =
        switch expected {
        case .nothing: "le champ est plein"
        case .digit: "seulement des chiffres ici"
        case .letter: "seulement des lettres ici"
        case .letterOrDigit: "seulement des lettres et des chiffres ici"
        case .other: "ne va pas ici"
        }
      return "\(what) : \(wanted)"
    }
    french.maskOverflow = { "plus que \($0) ne contient" }
    french.patternFull = { "le motif contient \($0) caractères" }
    french.patternMismatch = { "« \($0) » ne va pas dans le motif" }
    french.loneCombiningMark = "une marque combinante seule ne remplit pas une case"
    french.regexMismatch = "ne correspond pas au format attendu"
    french.controlCharacters = "les caractères de contrôle sont interdits"
    french.tooManyCombiningMarks = { "un caractère a au plus \($0) marques combinantes" }
    french.secretCopy = "un mot de passe ne se copie pas"
    french.nothingSelected = "rien n’est sélectionné (Maj avec un déplacement sélectionne)"
    french.required = { label in label.map { "\($0) est obligatoire" } ?? "obligatoire" }
    french.invalidCardNumber = "numéro de carte invalide"
    french.noMatch = { label, pattern in
      "\(label ?? "la valeur") ne correspond pas à \(pattern)"
    }
    french.incomplete = { "incomplet : « \($0) » attend encore « \($1) »" }
    french.incompleteMatch = { text, pattern in
      text.isEmpty
        ? "incomplet : rien de saisi, attendu \(pattern)"
        : "incomplet : « \(text) » ne correspond pas encore à \(pattern)"
    }
    french.formHint = "Tab/↑↓ changer · Entrée suivant/valider · Échap annuler"
    french.promptHint = "Entrée valider · Échap annuler"
    french.cannotLeave = { "impossible de quitter \($0) pour l’instant" }
    french.noOtherField = "aucun autre champ n’est modifiable"
    return french
  }()
}
