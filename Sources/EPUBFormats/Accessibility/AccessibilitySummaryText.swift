import EPUBModel

/// The sentences of a generated accessibility summary in the book's language (EPUB Accessibility 1.1
/// §5.1.2: the summary is for people, so it is in the language they read). The languages are those of
/// `GeneratedWords`, found by the same tag rules, with English's for the rest: the `words-in-english`
/// warning names that case. A book that states its own summary (`accessibility: {summary}`) keeps it.
///
/// The sentences carry no counts, so no language needs plural rules: "some of its images", not "3 of its 7".
struct AccessibilitySummaryText {
    var tableOfContents: String
    var tableOfContentsAndPages: String
    var headingsNest: String
    var headingsSkipLevels: String
    var imagesDescribed: String
    var imagesUndescribed: String
    var someImagesUndescribed: String
    var someTablesWithoutHeaders: String
    var math: String
    var describedMath: String
    var reflowable: String
    var fixedLayout: String
    var noHazards: String
    var hazardsUnknown: String
    /// `{list}` stands for the hazards, joined by `separator`.
    var hazards: String
    var flashing: String
    var motionSimulation: String
    var sound: String
    var separator: String

    init(language: String) {
        let row = Self.table[GeneratedWords.key(language)] ?? Self.table["en"]!
        (tableOfContents, tableOfContentsAndPages, headingsNest, headingsSkipLevels) = (row[0], row[1], row[2], row[3])
        (imagesDescribed, imagesUndescribed, someImagesUndescribed, someTablesWithoutHeaders) = (
            row[4], row[5], row[6], row[7]
        )
        (math, describedMath, reflowable, fixedLayout) = (row[8], row[9], row[10], row[11])
        (noHazards, hazardsUnknown, hazards) = (row[12], row[13], row[14])
        (flashing, motionSimulation, sound, separator) = (row[15], row[16], row[17], row[18])
    }

    /// The sentence for schema.org's accessibilityHazard values: the hazards present, else whether any is
    /// unknown (`unknown`, `unknownSoundHazard`, …), else none (`none`, `noFlashingHazard`, …).
    func hazards(_ values: [String]) -> String {
        let named = ["flashing": flashing, "motionSimulation": motionSimulation, "sound": sound]
        let present = values.compactMap { named[$0] }
        if !present.isEmpty {
            return hazards.replacingOccurrences(of: "{list}", with: present.joined(separator: separator))
        }
        return values.contains { $0.hasPrefix("unknown") } ? hazardsUnknown : noHazards
    }

    /// Per language, in the order of the fields above.
    static let table: [String: [String]] = [
        "en": [
            "This publication has a table of contents and a logical reading order.",
            "This publication has a table of contents, a list of the print edition's pages and a logical reading order.",
            "Its headings nest without skipping levels.",
            "Some of its headings skip levels, so navigating by heading is less reliable.",
            "Its images have text alternatives.", "Its images have no text alternatives.",
            "Some of its images have no text alternative.", "Some of its tables have no header cells.",
            "Its mathematics is in MathML.", "Its mathematics is in MathML, with text descriptions.",
            "Its text can be resized and restyled.",
            "Its pages have a fixed layout, so text cannot be resized or reflowed.",
            "It has no known hazards.", "Whether it has hazards is not known.", "Hazards: {list}.",
            "flashing", "motion simulation", "sound", ", ",
        ],
        "de": [
            "Diese Publikation hat ein Inhaltsverzeichnis und eine logische Lesereihenfolge.",
            "Diese Publikation hat ein Inhaltsverzeichnis, ein Verzeichnis der Seiten der Druckausgabe und eine logische Lesereihenfolge.",
            "Ihre Überschriften sind ohne übersprungene Ebenen verschachtelt.",
            "Einige Überschriften überspringen Ebenen, daher ist die Navigation über Überschriften weniger zuverlässig.",
            "Ihre Bilder haben Textalternativen.", "Ihre Bilder haben keine Textalternativen.",
            "Einige Bilder haben keine Textalternative.", "Einige Tabellen haben keine Kopfzellen.",
            "Mathematische Inhalte liegen in MathML vor.",
            "Mathematische Inhalte liegen in MathML vor, mit Textbeschreibungen.",
            "Der Text kann vergrößert und umgestaltet werden.",
            "Die Seiten haben ein festes Layout, daher kann der Text weder vergrößert noch neu umbrochen werden.",
            "Es sind keine Gefahren bekannt.", "Ob Gefahren bestehen, ist nicht bekannt.", "Gefahren: {list}.",
            "Blinken", "Bewegungssimulation", "Ton", ", ",
        ],
        "fr": [
            "Cette publication comporte une table des matières et un ordre de lecture logique.",
            "Cette publication comporte une table des matières, une liste des pages de l'édition imprimée et un ordre de lecture logique.",
            "Ses titres s'imbriquent sans sauter de niveau.",
            "Certains de ses titres sautent des niveaux\u{A0}: la navigation par titres est donc moins fiable.",
            "Ses images ont des alternatives textuelles.", "Ses images n'ont pas d'alternative textuelle.",
            "Certaines de ses images n'ont pas d'alternative textuelle.",
            "Certains de ses tableaux n'ont pas de cellules d'en-tête.",
            "Ses mathématiques sont en MathML.", "Ses mathématiques sont en MathML, avec des descriptions textuelles.",
            "Son texte peut être agrandi et remis en forme.",
            "Ses pages ont une mise en page fixe\u{A0}: le texte ne peut être ni agrandi ni recomposé.",
            "Aucun danger n'est connu.", "On ne sait pas si elle présente des dangers.", "Dangers\u{A0}: {list}.",
            "clignotements", "simulation de mouvement", "son", ", ",
        ],
        "es": [
            "Esta publicación tiene una tabla de contenido y un orden de lectura lógico.",
            "Esta publicación tiene una tabla de contenido, una lista de las páginas de la edición impresa y un orden de lectura lógico.",
            "Sus encabezados se anidan sin saltarse niveles.",
            "Algunos de sus encabezados se saltan niveles, por lo que navegar por encabezados es menos fiable.",
            "Sus imágenes tienen alternativas textuales.", "Sus imágenes no tienen alternativas textuales.",
            "Algunas de sus imágenes no tienen alternativa textual.",
            "Algunas de sus tablas no tienen celdas de encabezado.",
            "Sus matemáticas están en MathML.", "Sus matemáticas están en MathML, con descripciones textuales.",
            "Su texto se puede ampliar y cambiar de estilo.",
            "Sus páginas tienen un diseño fijo, por lo que el texto no se puede ampliar ni redistribuir.",
            "No tiene riesgos conocidos.", "No se sabe si tiene riesgos.", "Riesgos: {list}.",
            "destellos", "simulación de movimiento", "sonido", ", ",
        ],
        "it": [
            "Questa pubblicazione ha un indice e un ordine di lettura logico.",
            "Questa pubblicazione ha un indice, un elenco delle pagine dell'edizione a stampa e un ordine di lettura logico.",
            "I suoi titoli sono annidati senza saltare livelli.",
            "Alcuni dei suoi titoli saltano dei livelli, quindi la navigazione per titoli è meno affidabile.",
            "Le sue immagini hanno alternative testuali.", "Le sue immagini non hanno alternative testuali.",
            "Alcune delle sue immagini non hanno un'alternativa testuale.",
            "Alcune delle sue tabelle non hanno celle di intestazione.",
            "La sua matematica è in MathML.", "La sua matematica è in MathML, con descrizioni testuali.",
            "Il suo testo può essere ingrandito e riformattato.",
            "Le sue pagine hanno un layout fisso, quindi il testo non può essere ingrandito né ridisposto.",
            "Non presenta rischi noti.", "Non è noto se presenti rischi.", "Rischi: {list}.",
            "lampeggiamenti", "simulazione di movimento", "suono", ", ",
        ],
        "pt": [
            "Esta publicação tem um sumário e uma ordem de leitura lógica.",
            "Esta publicação tem um sumário, uma lista das páginas da edição impressa e uma ordem de leitura lógica.",
            "Seus títulos se aninham sem pular níveis.",
            "Alguns de seus títulos pulam níveis, então a navegação por títulos é menos confiável.",
            "Suas imagens têm alternativas em texto.", "Suas imagens não têm alternativas em texto.",
            "Algumas de suas imagens não têm alternativa em texto.",
            "Algumas de suas tabelas não têm células de cabeçalho.",
            "Sua matemática está em MathML.", "Sua matemática está em MathML, com descrições em texto.",
            "Seu texto pode ser ampliado e ter o estilo alterado.",
            "Suas páginas têm layout fixo, então o texto não pode ser ampliado nem refluído.",
            "Não tem riscos conhecidos.", "Não se sabe se tem riscos.", "Riscos: {list}.",
            "luzes piscantes", "simulação de movimento", "som", ", ",
        ],
        "nl": [
            "Deze publicatie heeft een inhoudsopgave en een logische leesvolgorde.",
            "Deze publicatie heeft een inhoudsopgave, een lijst van de pagina's van de gedrukte uitgave en een logische leesvolgorde.",
            "De koppen zijn genest zonder niveaus over te slaan.",
            "Sommige koppen slaan niveaus over, waardoor navigeren via koppen minder betrouwbaar is.",
            "De afbeeldingen hebben tekstalternatieven.", "De afbeeldingen hebben geen tekstalternatieven.",
            "Sommige afbeeldingen hebben geen tekstalternatief.", "Sommige tabellen hebben geen kopcellen.",
            "De wiskunde is in MathML.", "De wiskunde is in MathML, met tekstbeschrijvingen.",
            "De tekst kan worden vergroot en opnieuw opgemaakt.",
            "De pagina's hebben een vaste opmaak, waardoor de tekst niet kan worden vergroot of heringedeeld.",
            "Er zijn geen risico's bekend.", "Het is niet bekend of er risico's zijn.", "Risico's: {list}.",
            "knipperingen", "bewegingssimulatie", "geluid", ", ",
        ],
        "sv": [
            "Denna publikation har en innehållsförteckning och en logisk läsordning.",
            "Denna publikation har en innehållsförteckning, en lista över den tryckta utgåvans sidor och en logisk läsordning.",
            "Dess rubriker är nästlade utan att hoppa över nivåer.",
            "Vissa av dess rubriker hoppar över nivåer, så navigering via rubriker är mindre tillförlitlig.",
            "Dess bilder har textalternativ.", "Dess bilder saknar textalternativ.",
            "Vissa av dess bilder saknar textalternativ.", "Vissa av dess tabeller saknar rubrikceller.",
            "Dess matematik är i MathML.", "Dess matematik är i MathML, med textbeskrivningar.",
            "Dess text kan förstoras och formateras om.",
            "Dess sidor har en fast layout, så texten kan inte förstoras eller flödas om.",
            "Den har inga kända risker.", "Det är okänt om den har risker.", "Risker: {list}.",
            "blinkande ljus", "rörelsesimulering", "ljud", ", ",
        ],
        "da": [
            "Denne publikation har en indholdsfortegnelse og en logisk læserækkefølge.",
            "Denne publikation har en indholdsfortegnelse, en liste over den trykte udgaves sider og en logisk læserækkefølge.",
            "Dens overskrifter er indlejret uden at springe niveauer over.",
            "Nogle af dens overskrifter springer niveauer over, så navigation via overskrifter er mindre pålidelig.",
            "Dens billeder har tekstalternativer.", "Dens billeder har ingen tekstalternativer.",
            "Nogle af dens billeder har intet tekstalternativ.", "Nogle af dens tabeller har ingen overskriftsceller.",
            "Dens matematik er i MathML.", "Dens matematik er i MathML, med tekstbeskrivelser.",
            "Dens tekst kan forstørres og omformateres.",
            "Dens sider har et fast layout, så teksten kan ikke forstørres eller ombrydes.",
            "Den har ingen kendte risici.", "Det vides ikke, om den har risici.", "Risici: {list}.",
            "blink", "bevægelsessimulering", "lyd", ", ",
        ],
        "nb": [
            "Denne publikasjonen har en innholdsfortegnelse og en logisk leserekkefølge.",
            "Denne publikasjonen har en innholdsfortegnelse, en liste over sidene i den trykte utgaven og en logisk leserekkefølge.",
            "Overskriftene er nøstet uten å hoppe over nivåer.",
            "Noen av overskriftene hopper over nivåer, så navigering etter overskrifter er mindre pålitelig.",
            "Bildene har tekstalternativer.", "Bildene har ingen tekstalternativer.",
            "Noen av bildene mangler tekstalternativ.", "Noen av tabellene mangler overskriftsceller.",
            "Matematikken er i MathML.", "Matematikken er i MathML, med tekstbeskrivelser.",
            "Teksten kan forstørres og formateres om.",
            "Sidene har fast layout, så teksten kan ikke forstørres eller flyte om.",
            "Den har ingen kjente farer.", "Det er ukjent om den har farer.", "Farer: {list}.",
            "blinking", "bevegelsessimulering", "lyd", ", ",
        ],
        "fi": [
            "Tässä julkaisussa on sisällysluettelo ja looginen lukujärjestys.",
            "Tässä julkaisussa on sisällysluettelo, luettelo painetun laitoksen sivuista ja looginen lukujärjestys.",
            "Sen otsikot ovat sisäkkäin ohittamatta tasoja.",
            "Osa sen otsikoista ohittaa tasoja, joten otsikoittain liikkuminen on epäluotettavampaa.",
            "Sen kuvilla on tekstivastineet.", "Sen kuvilla ei ole tekstivastineita.",
            "Osalla sen kuvista ei ole tekstivastinetta.", "Osassa sen taulukoista ei ole otsikkosoluja.",
            "Sen matematiikka on MathML-muodossa.", "Sen matematiikka on MathML-muodossa, ja sillä on tekstikuvaukset.",
            "Sen tekstiä voi suurentaa ja muotoilla uudelleen.",
            "Sen sivuilla on kiinteä asettelu, joten tekstiä ei voi suurentaa eikä rivittää uudelleen.",
            "Siinä ei ole tunnettuja vaaroja.", "Ei tiedetä, onko siinä vaaroja.", "Vaarat: {list}.",
            "välkkyminen", "liikesimulaatio", "ääni", ", ",
        ],
        "pl": [
            "Ta publikacja ma spis treści i logiczną kolejność czytania.",
            "Ta publikacja ma spis treści, wykaz stron wydania drukowanego i logiczną kolejność czytania.",
            "Jej nagłówki są zagnieżdżone bez pomijania poziomów.",
            "Niektóre jej nagłówki pomijają poziomy, więc nawigacja po nagłówkach jest mniej niezawodna.",
            "Jej obrazy mają teksty alternatywne.", "Jej obrazy nie mają tekstów alternatywnych.",
            "Niektóre jej obrazy nie mają tekstu alternatywnego.", "Niektóre jej tabele nie mają komórek nagłówkowych.",
            "Jej matematyka jest zapisana w MathML.", "Jej matematyka jest zapisana w MathML, z opisami tekstowymi.",
            "Jej tekst można powiększać i zmieniać jego styl.",
            "Jej strony mają stały układ, więc tekstu nie można powiększać ani przeformatowywać.",
            "Nie ma znanych zagrożeń.", "Nie wiadomo, czy zawiera zagrożenia.", "Zagrożenia: {list}.",
            "migotanie", "symulacja ruchu", "dźwięk", ", ",
        ],
        "cs": [
            "Tato publikace má obsah a logické pořadí čtení.",
            "Tato publikace má obsah, seznam stran tištěného vydání a logické pořadí čtení.",
            "Její nadpisy jsou vnořené bez vynechání úrovní.",
            "Některé její nadpisy vynechávají úrovně, takže navigace podle nadpisů je méně spolehlivá.",
            "Její obrázky mají textové alternativy.", "Její obrázky nemají textové alternativy.",
            "Některé její obrázky nemají textovou alternativu.", "Některé její tabulky nemají buňky záhlaví.",
            "Její matematika je v MathML.", "Její matematika je v MathML, s textovými popisy.",
            "Její text lze zvětšovat a měnit jeho styl.",
            "Její stránky mají pevné rozvržení, takže text nelze zvětšit ani přeskládat.",
            "Nemá žádná známá rizika.", "Není známo, zda obsahuje rizika.", "Rizika: {list}.",
            "blikání", "simulace pohybu", "zvuk", ", ",
        ],
        "ru": [
            "В этой публикации есть оглавление и логический порядок чтения.",
            "В этой публикации есть оглавление, список страниц печатного издания и логический порядок чтения.",
            "Её заголовки вложены без пропуска уровней.",
            "Некоторые её заголовки пропускают уровни, поэтому навигация по заголовкам менее надёжна.",
            "У её изображений есть текстовые альтернативы.", "У её изображений нет текстовых альтернатив.",
            "У некоторых её изображений нет текстовой альтернативы.", "У некоторых её таблиц нет ячеек заголовков.",
            "Её математика записана в MathML.", "Её математика записана в MathML, с текстовыми описаниями.",
            "Её текст можно увеличивать и менять его оформление.",
            "Её страницы имеют фиксированную вёрстку, поэтому текст нельзя увеличить или перекомпоновать.",
            "Известных угроз нет.", "Неизвестно, есть ли угрозы.", "Угрозы: {list}.",
            "мигание", "имитация движения", "звук", ", ",
        ],
        "uk": [
            "У цій публікації є зміст і логічний порядок читання.",
            "У цій публікації є зміст, список сторінок друкованого видання і логічний порядок читання.",
            "Її заголовки вкладені без пропуску рівнів.",
            "Деякі її заголовки пропускають рівні, тому навігація за заголовками менш надійна.",
            "Її зображення мають текстові альтернативи.", "Її зображення не мають текстових альтернатив.",
            "Деякі її зображення не мають текстової альтернативи.", "Деякі її таблиці не мають клітинок заголовків.",
            "Її математика записана в MathML.", "Її математика записана в MathML, з текстовими описами.",
            "Її текст можна збільшувати й змінювати його оформлення.",
            "Її сторінки мають фіксовану верстку, тому текст не можна збільшити чи перекомпонувати.",
            "Відомих загроз немає.", "Невідомо, чи є загрози.", "Загрози: {list}.",
            "мерехтіння", "імітація руху", "звук", ", ",
        ],
        "el": [
            "Αυτή η έκδοση έχει πίνακα περιεχομένων και λογική σειρά ανάγνωσης.",
            "Αυτή η έκδοση έχει πίνακα περιεχομένων, κατάλογο των σελίδων της έντυπης έκδοσης και λογική σειρά ανάγνωσης.",
            "Οι επικεφαλίδες της είναι ένθετες χωρίς να παραλείπουν επίπεδα.",
            "Ορισμένες επικεφαλίδες της παραλείπουν επίπεδα, οπότε η πλοήγηση μέσω επικεφαλίδων είναι λιγότερο αξιόπιστη.",
            "Οι εικόνες της έχουν εναλλακτικό κείμενο.", "Οι εικόνες της δεν έχουν εναλλακτικό κείμενο.",
            "Ορισμένες εικόνες της δεν έχουν εναλλακτικό κείμενο.", "Ορισμένοι πίνακές της δεν έχουν κελιά κεφαλίδας.",
            "Τα μαθηματικά της είναι σε MathML.", "Τα μαθηματικά της είναι σε MathML, με περιγραφές σε κείμενο.",
            "Το κείμενό της μπορεί να μεγεθυνθεί και να αλλάξει μορφοποίηση.",
            "Οι σελίδες της έχουν σταθερή διάταξη, οπότε το κείμενο δεν μπορεί να μεγεθυνθεί ή να αναδιαταχθεί.",
            "Δεν έχει γνωστούς κινδύνους.", "Δεν είναι γνωστό αν έχει κινδύνους.", "Κίνδυνοι: {list}.",
            "αναβοσβήσιμο", "προσομοίωση κίνησης", "ήχος", ", ",
        ],
        "ja": [
            "この出版物には目次と論理的な読み順があります。",
            "この出版物には目次、印刷版のページ一覧、論理的な読み順があります。",
            "見出しはレベルを飛ばさずに入れ子になっています。",
            "一部の見出しはレベルを飛ばしているため、見出しによる移動は信頼性が下がります。",
            "画像には代替テキストがあります。", "画像には代替テキストがありません。",
            "一部の画像には代替テキストがありません。", "一部の表には見出しセルがありません。",
            "数式は MathML で書かれています。", "数式は MathML で書かれ、テキストによる説明があります。",
            "テキストは拡大したりスタイルを変更したりできます。",
            "ページは固定レイアウトのため、テキストの拡大やリフローはできません。",
            "既知の危険性はありません。", "危険性の有無は不明です。", "危険性：{list}。",
            "点滅", "動きのシミュレーション", "音", "、",
        ],
        "zh": [
            "本出版物有目录和合乎逻辑的阅读顺序。",
            "本出版物有目录、印刷版页码列表和合乎逻辑的阅读顺序。",
            "其标题逐级嵌套，没有跳级。",
            "部分标题跳过了级别，因此按标题导航不太可靠。",
            "其图像均有替代文本。", "其图像没有替代文本。",
            "部分图像没有替代文本。", "部分表格没有表头单元格。",
            "其数学内容采用 MathML。", "其数学内容采用 MathML，并附有文字描述。",
            "其文本可以放大并更改样式。",
            "其页面为固定版式，因此文本无法放大或重排。",
            "没有已知的危险。", "不清楚是否存在危险。", "危险：{list}。",
            "闪烁", "运动模拟", "声音", "、",
        ],
        "zh-hant": [
            "本出版品有目錄和合乎邏輯的閱讀順序。",
            "本出版品有目錄、印刷版頁碼列表和合乎邏輯的閱讀順序。",
            "其標題逐級巢狀，沒有跳級。",
            "部分標題跳過了層級，因此依標題導覽較不可靠。",
            "其圖片均有替代文字。", "其圖片沒有替代文字。",
            "部分圖片沒有替代文字。", "部分表格沒有標題儲存格。",
            "其數學內容採用 MathML。", "其數學內容採用 MathML，並附有文字描述。",
            "其文字可以放大並變更樣式。",
            "其頁面為固定版面，因此文字無法放大或重排。",
            "沒有已知的危險。", "不清楚是否存在危險。", "危險：{list}。",
            "閃爍", "動態模擬", "聲音", "、",
        ],
        "ko": [
            "이 출판물에는 목차와 논리적인 읽기 순서가 있습니다.",
            "이 출판물에는 목차, 인쇄판 쪽 목록, 논리적인 읽기 순서가 있습니다.",
            "제목이 단계를 건너뛰지 않고 중첩되어 있습니다.",
            "일부 제목이 단계를 건너뛰므로 제목으로 이동하는 기능의 신뢰도가 낮습니다.",
            "이미지에 대체 텍스트가 있습니다.", "이미지에 대체 텍스트가 없습니다.",
            "일부 이미지에 대체 텍스트가 없습니다.", "일부 표에 제목 셀이 없습니다.",
            "수식은 MathML로 되어 있습니다.", "수식은 MathML로 되어 있으며 텍스트 설명이 있습니다.",
            "텍스트 크기와 스타일을 바꿀 수 있습니다.",
            "페이지가 고정 레이아웃이므로 텍스트 크기를 바꾸거나 다시 흐르게 할 수 없습니다.",
            "알려진 위험 요소가 없습니다.", "위험 요소가 있는지 알 수 없습니다.", "위험 요소: {list}.",
            "깜박임", "움직임 시뮬레이션", "소리", ", ",
        ],
        "ar": [
            "يحتوي هذا المنشور على جدول محتويات وترتيب قراءة منطقي.",
            "يحتوي هذا المنشور على جدول محتويات وقائمة بصفحات الطبعة الورقية وترتيب قراءة منطقي.",
            "عناوينه متداخلة دون تخطي أي مستوى.",
            "بعض عناوينه تتخطى مستويات، لذا فالتنقل عبر العناوين أقل موثوقية.",
            "لصوره بدائل نصية.", "ليس لصوره بدائل نصية.",
            "بعض صوره ليس لها بديل نصي.", "بعض جداوله ليس فيها خلايا عناوين.",
            "الرياضيات فيه مكتوبة بلغة MathML.", "الرياضيات فيه مكتوبة بلغة MathML، مع أوصاف نصية.",
            "يمكن تكبير نصه وتغيير تنسيقه.",
            "صفحاته ذات تخطيط ثابت، لذا لا يمكن تكبير النص أو إعادة تدفقه.",
            "لا توجد فيه مخاطر معروفة.", "لا يُعرف إن كانت فيه مخاطر.", "المخاطر: {list}.",
            "الوميض", "محاكاة الحركة", "الصوت", "، ",
        ],
        "fa": [
            "این نشریه فهرست مطالب و ترتیب خواندن منطقی دارد.",
            "این نشریه فهرست مطالب، فهرست صفحه\u{200C}های نسخهٔ چاپی و ترتیب خواندن منطقی دارد.",
            "عنوان\u{200C}های آن بدون جاانداختن سطحی تودرتو هستند.",
            "برخی از عنوان\u{200C}های آن سطح\u{200C}هایی را جا می\u{200C}اندازند، بنابراین پیمایش با عنوان\u{200C}ها کمتر قابل اعتماد است.",
            "تصویرهای آن متن جایگزین دارند.", "تصویرهای آن متن جایگزین ندارند.",
            "برخی از تصویرهای آن متن جایگزین ندارند.", "برخی از جدول\u{200C}های آن خانهٔ سرستون ندارند.",
            "ریاضیات آن به صورت MathML است.", "ریاضیات آن به صورت MathML و همراه با توصیف متنی است.",
            "متن آن را می\u{200C}توان بزرگ کرد و سبکش را تغییر داد.",
            "صفحه\u{200C}های آن چیدمان ثابت دارند، بنابراین متن را نمی\u{200C}توان بزرگ کرد یا دوباره چید.",
            "خطر شناخته\u{200C}شده\u{200C}ای ندارد.", "معلوم نیست خطری دارد یا نه.", "خطرها: {list}.",
            "چشمک\u{200C}زدن", "شبیه\u{200C}سازی حرکت", "صدا", "، ",
        ],
        "hi": [
            "इस प्रकाशन में विषय-सूची और तार्किक पठन-क्रम है।",
            "इस प्रकाशन में विषय-सूची, मुद्रित संस्करण के पृष्ठों की सूची और तार्किक पठन-क्रम है।",
            "इसके शीर्षक बिना कोई स्तर छोड़े क्रमबद्ध हैं।",
            "इसके कुछ शीर्षक स्तर छोड़ते हैं, इसलिए शीर्षकों से नेविगेशन कम भरोसेमंद है।",
            "इसके चित्रों के पाठ विकल्प हैं।", "इसके चित्रों के पाठ विकल्प नहीं हैं।",
            "इसके कुछ चित्रों का पाठ विकल्प नहीं है।", "इसकी कुछ तालिकाओं में शीर्ष कक्ष नहीं हैं।",
            "इसका गणित MathML में है।", "इसका गणित MathML में है, पाठ विवरण सहित।",
            "इसके पाठ को बड़ा किया जा सकता है और उसकी शैली बदली जा सकती है।",
            "इसके पृष्ठों का लेआउट स्थिर है, इसलिए पाठ को बड़ा या पुनः प्रवाहित नहीं किया जा सकता।",
            "इसमें कोई ज्ञात जोखिम नहीं है।", "यह ज्ञात नहीं है कि इसमें जोखिम हैं या नहीं।", "जोखिम: {list}।",
            "चमक", "गति का अनुकरण", "ध्वनि", ", ",
        ],
        "id": [
            "Publikasi ini memiliki daftar isi dan urutan baca yang logis.",
            "Publikasi ini memiliki daftar isi, daftar halaman edisi cetak, dan urutan baca yang logis.",
            "Judul-judulnya bertingkat tanpa melompati tingkat.",
            "Sebagian judulnya melompati tingkat, sehingga navigasi melalui judul kurang andal.",
            "Gambar-gambarnya memiliki teks alternatif.", "Gambar-gambarnya tidak memiliki teks alternatif.",
            "Sebagian gambarnya tidak memiliki teks alternatif.", "Sebagian tabelnya tidak memiliki sel judul.",
            "Matematikanya dalam MathML.", "Matematikanya dalam MathML, dengan deskripsi teks.",
            "Teksnya dapat diperbesar dan diubah gayanya.",
            "Halamannya bertata letak tetap, sehingga teks tidak dapat diperbesar atau dialirkan ulang.",
            "Tidak ada bahaya yang diketahui.", "Tidak diketahui apakah ada bahaya.", "Bahaya: {list}.",
            "kedipan", "simulasi gerakan", "suara", ", ",
        ],
        "tr": [
            "Bu yayının bir içindekiler tablosu ve mantıklı bir okuma sırası var.",
            "Bu yayının bir içindekiler tablosu, basılı baskının sayfalarının bir listesi ve mantıklı bir okuma sırası var.",
            "Başlıkları düzey atlamadan iç içe geçer.",
            "Bazı başlıkları düzey atlıyor, bu yüzden başlıklarla gezinme daha az güvenilir.",
            "Görsellerinin metin alternatifleri var.", "Görsellerinin metin alternatifleri yok.",
            "Bazı görsellerinin metin alternatifi yok.", "Bazı tablolarında başlık hücresi yok.",
            "Matematiği MathML ile yazılmıştır.", "Matematiği MathML ile yazılmıştır ve metin açıklamaları vardır.",
            "Metni büyütülebilir ve biçemi değiştirilebilir.",
            "Sayfaları sabit düzenlidir, bu yüzden metin büyütülemez veya yeniden akıtılamaz.",
            "Bilinen bir tehlikesi yok.", "Tehlike içerip içermediği bilinmiyor.", "Tehlikeler: {list}.",
            "yanıp sönme", "hareket simülasyonu", "ses", ", ",
        ],
        "he": [
            "לפרסום זה יש תוכן עניינים וסדר קריאה הגיוני.",
            "לפרסום זה יש תוכן עניינים, רשימה של עמודי המהדורה המודפסת וסדר קריאה הגיוני.",
            "הכותרות שלו מקוננות בלי לדלג על רמות.",
            "חלק מהכותרות שלו מדלגות על רמות, ולכן הניווט לפי כותרות פחות אמין.",
            "לתמונות שלו יש טקסט חלופי.", "לתמונות שלו אין טקסט חלופי.",
            "לחלק מהתמונות שלו אין טקסט חלופי.", "בחלק מהטבלאות שלו אין תאי כותרת.",
            "המתמטיקה שבו כתובה ב־MathML.", "המתמטיקה שבו כתובה ב־MathML, עם תיאורים טקסטואליים.",
            "אפשר להגדיל את הטקסט שלו ולשנות את עיצובו.",
            "לעמודים שלו פריסה קבועה, ולכן אי אפשר להגדיל את הטקסט או לשנות את זרימתו.",
            "אין בו סכנות ידועות.", "לא ידוע אם יש בו סכנות.", "סכנות: {list}.",
            "הבהובים", "הדמיית תנועה", "צליל", ", ",
        ],
    ]
}
