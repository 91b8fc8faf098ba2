/// The words a build writes itself — the contents' heading, the landmarks'
/// titles, a figure's label, a footnote's way back — in the book's language,
/// so a German book says "Inhalt" and "Zurück zum Text", not "Contents" and
/// "Back to content". A language without its own words gets English's; the
/// book's own words (`words:`, `toc: {title}`, `figure-label:`) always win.
public struct GeneratedWords: Equatable, Sendable {
    public var contents: String
    public var landmarks: String
    public var pages: String
    public var cover: String
    public var titlePage: String
    public var startOfContent: String
    public var untitled: String
    public var backToContent: String
    public var notes: String
    public var figure: String
    public var listing: String
    /// The cover image's alt text, `{title}` standing for the book's title.
    public var coverOf: String
    public var abstract: String
    public var table: String
    /// The title of a GitBook project's glossary page (its GLOSSARY.md).
    public var glossary: String
    /// The titles of GitBook's hints, which GitBook shows with an icon and no words: an EPUB says what each is.
    public var noteTitle: String
    public var tipTitle: String
    public var warningTitle: String
    public var cautionTitle: String
    /// The title page's credit lines for a contributor in the role of editor, translator or illustrator, `{names}`
    /// standing for the name (MARC relators edt, trl, ill).
    public var editedBy: String
    public var translatedBy: String
    public var illustratedBy: String

    /// The words for `language` (a BCP 47 tag): its own, its primary language's, or English's.
    public init(language: String) {
        let row = Self.table[Self.key(language)] ?? Self.table["en"]!
        (contents, landmarks, pages, cover, titlePage, startOfContent) = (
            row[0], row[1], row[2], row[3], row[4], row[5]
        )
        (untitled, backToContent, notes, figure, listing, coverOf) = (row[6], row[7], row[8], row[9], row[10], row[11])
        (abstract, table, glossary) = (row[12], row[13], row[14])
        (noteTitle, tipTitle, warningTitle, cautionTitle) = (row[15], row[16], row[17], row[18])
        (editedBy, translatedBy, illustratedBy) = (row[19], row[20], row[21])
    }

    /// Whether the table has words of `language`'s own (else a book in it gets English's).
    public static func hasOwnWords(for language: String) -> Bool { table[key(language)] != nil }

    /// The table's row for a BCP 47 tag: its primary language's, Norwegian's for Bokmål and Nynorsk, and
    /// traditional Chinese for zh-Hant, or Taiwan's, Hong Kong's and Macao's Chinese.
    package static func key(_ language: String) -> String {
        let tag = language.lowercased()
        let primary = String(tag.prefix { $0 != "-" })
        let traditional =
            primary == "zh"
            && (tag.contains("-hant")
                || ["-tw", "-hk", "-mo"].contains { tag.hasSuffix($0) || tag.contains($0 + "-") })
        return traditional ? "zh-hant" : ["no": "nb", "nn": "nb"][primary] ?? primary
    }

    /// Each word by the name book.yaml's `words:` gives it, with what it is.
    public static let fields: [(name: String, path: WritableKeyPath<GeneratedWords, String> & Sendable, what: String)] =
        [
            ("contents", \.contents, "the contents' heading"),
            ("landmarks", \.landmarks, "the landmarks' heading"),
            ("pages", \.pages, "the page list's heading"),
            ("cover", \.cover, "the cover's landmark"),
            ("title-page", \.titlePage, "the title page's landmark"),
            ("start-of-content", \.startOfContent, "the first chapter's landmark"),
            ("untitled", \.untitled, "a chapter without a title"),
            ("back-to-content", \.backToContent, "a note's link back to its reference"),
            ("notes", \.notes, "the label of a `<details>` the author gave none (mdBook's speaker notes)"),
            ("figure", \.figure, "the word before a figure's number"),
            ("listing", \.listing, "the word before a listing's number"),
            ("cover-of", \.coverOf, "the cover image's alt text, {title} standing for the title"),
            ("abstract", \.abstract, "the heading of the title page's abstract"),
            ("table", \.table, "the word before a table's number (cross-references)"),
            ("glossary", \.glossary, "the title of a GitBook project's glossary page"),
            ("note-title", \.noteTitle, "the title of a GitBook hint of style info"),
            ("tip-title", \.tipTitle, "the title of a GitBook hint of style success"),
            ("warning-title", \.warningTitle, "the title of a GitBook hint of style warning"),
            ("caution-title", \.cautionTitle, "the title of a GitBook hint of style danger"),
            ("edited-by", \.editedBy, "the title page's line for an editor, {names} standing for the name"),
            ("translated-by", \.translatedBy, "the title page's line for a translator, {names} standing for the name"),
            (
                "illustrated-by", \.illustratedBy,
                "the title page's line for an illustrator, {names} standing for the name"
            ),
        ]

    /// A GitBook hint's title, by the kind of admonition it is (`note`, `tip`, `warning`, `caution`).
    public func hintTitle(of kind: String) -> String {
        switch kind {
        case "tip": tipTitle
        case "warning": warningTitle
        case "caution": cautionTitle
        default: noteTitle
        }
    }

    /// The title page's credit line for `name` in the MARC relator `role`, if the title page credits that role.
    public func credit(_ name: String, role: String) -> String? {
        let line: String? =
            switch role {
            case "edt": editedBy
            case "trl": translatedBy
            case "ill": illustratedBy
            default: nil
            }
        return line?.replacingOccurrences(of: "{names}", with: name)
    }

    /// The cover image's alt text for the book titled `title`.
    public func coverOf(_ title: String) -> String { coverOf.replacingOccurrences(of: "{title}", with: title) }

    /// contents, landmarks, pages, cover, title page, start of content, untitled, back to content, notes, figure,
    /// listing, cover of {title}, abstract, table, glossary, hints' titles (note, tip, warning, caution), and the
    /// title page's credits: edited by, translated by, illustrated by.
    static let table: [String: [String]] = [
        "en": [
            "Contents", "Landmarks", "Pages", "Cover", "Title Page", "Start of Content", "Untitled", "Back to content",
            "Notes", "Figure", "Listing", "Cover of {title}", "Abstract", "Table", "Glossary", "Note", "Tip", "Warning",
            "Caution",
            "Edited by {names}", "Translated by {names}", "Illustrated by {names}",
        ],
        "de": [
            "Inhalt", "Orientierungspunkte", "Seiten", "Umschlag", "Titelseite", "Beginn des Inhalts", "Ohne Titel",
            "Zurück zum Text", "Anmerkungen", "Abbildung", "Listing", "Umschlag von {title}", "Zusammenfassung",
            "Tabelle", "Glossar", "Hinweis", "Tipp", "Warnung", "Vorsicht",
            "Herausgegeben von {names}", "Übersetzt von {names}", "Illustriert von {names}",
        ],
        "fr": [
            "Table des matières", "Repères", "Pages", "Couverture", "Page de titre", "Début du contenu", "Sans titre",
            "Retour au texte", "Notes", "Figure", "Listing", "Couverture de {title}", "Résumé", "Tableau", "Glossaire",
            "Remarque", "Astuce", "Avertissement", "Attention",
            "Sous la direction de {names}", "Traduit par {names}", "Illustrations de {names}",
        ],
        "es": [
            "Índice", "Puntos de referencia", "Páginas", "Cubierta", "Portada", "Inicio del contenido", "Sin título",
            "Volver al texto", "Notas", "Figura", "Listado", "Cubierta de {title}", "Resumen", "Tabla", "Glosario",
            "Nota", "Consejo", "Advertencia", "Precaución",
            "Edición de {names}", "Traducción de {names}", "Ilustraciones de {names}",
        ],
        "it": [
            "Indice", "Punti di riferimento", "Pagine", "Copertina", "Frontespizio", "Inizio del contenuto",
            "Senza titolo", "Torna al testo", "Note", "Figura", "Listato", "Copertina di {title}", "Sommario",
            "Tabella", "Glossario", "Nota", "Suggerimento", "Avviso", "Attenzione",
            "A cura di {names}", "Traduzione di {names}", "Illustrazioni di {names}",
        ],
        "pt": [
            "Sumário", "Marcos", "Páginas", "Capa", "Folha de rosto", "Início do conteúdo", "Sem título",
            "Voltar ao texto", "Notas", "Figura", "Listagem", "Capa de {title}", "Resumo", "Tabela", "Glossário",
            "Nota", "Dica", "Aviso", "Cuidado",
            "Organização de {names}", "Tradução de {names}", "Ilustrações de {names}",
        ],
        "nl": [
            "Inhoud", "Oriëntatiepunten", "Pagina's", "Omslag", "Titelpagina", "Begin van de inhoud", "Zonder titel",
            "Terug naar de tekst", "Noten", "Figuur", "Listing", "Omslag van {title}", "Samenvatting", "Tabel",
            "Woordenlijst", "Opmerking", "Tip", "Waarschuwing", "Let op",
            "Onder redactie van {names}", "Vertaald door {names}", "Illustraties van {names}",
        ],
        "sv": [
            "Innehåll", "Landmärken", "Sidor", "Omslag", "Titelsida", "Början av innehållet", "Utan titel",
            "Tillbaka till texten", "Noter", "Figur", "Kodexempel", "Omslag till {title}", "Sammanfattning", "Tabell",
            "Ordlista", "Obs", "Tips", "Varning", "Försiktighet",
            "Redigerad av {names}", "Översatt av {names}", "Illustrerad av {names}",
        ],
        "da": [
            "Indhold", "Pejlemærker", "Sider", "Omslag", "Titelblad", "Start på indholdet", "Uden titel",
            "Tilbage til teksten", "Noter", "Figur", "Kodeeksempel", "Omslag til {title}", "Resumé", "Tabel",
            "Ordliste", "Bemærk", "Tip", "Advarsel", "Forsigtig",
            "Redigeret af {names}", "Oversat af {names}", "Illustreret af {names}",
        ],
        "nb": [
            "Innhold", "Landemerker", "Sider", "Omslag", "Tittelside", "Start på innholdet", "Uten tittel",
            "Tilbake til teksten", "Noter", "Figur", "Kodeeksempel", "Omslag til {title}", "Sammendrag", "Tabell",
            "Ordliste", "Merk", "Tips", "Advarsel", "Forsiktig",
            "Redigert av {names}", "Oversatt av {names}", "Illustrert av {names}",
        ],
        "fi": [
            "Sisällys", "Maamerkit", "Sivut", "Kansi", "Nimiösivu", "Sisällön alku", "Nimetön", "Takaisin tekstiin",
            "Huomautukset", "Kuva", "Listaus", "Kansi: {title}", "Tiivistelmä", "Taulukko", "Sanasto", "Huomautus",
            "Vinkki", "Varoitus", "Huomio",
            "Toimittanut {names}", "Kääntänyt {names}", "Kuvittanut {names}",
        ],
        "pl": [
            "Spis treści", "Punkty orientacyjne", "Strony", "Okładka", "Strona tytułowa", "Początek treści",
            "Bez tytułu", "Powrót do tekstu", "Przypisy", "Rysunek", "Listing", "Okładka: {title}", "Streszczenie",
            "Tabela", "Słowniczek", "Uwaga", "Wskazówka", "Ostrzeżenie", "Przestroga",
            "Redakcja: {names}", "Przekład: {names}", "Ilustracje: {names}",
        ],
        "cs": [
            "Obsah", "Orientační body", "Stránky", "Obálka", "Titulní strana", "Začátek obsahu", "Bez názvu",
            "Zpět na text", "Poznámky", "Obrázek", "Výpis", "Obálka: {title}", "Abstrakt", "Tabulka", "Glosář",
            "Poznámka", "Tip", "Varování", "Upozornění",
            "Editor: {names}", "Překlad: {names}", "Ilustrace: {names}",
        ],
        "ru": [
            "Содержание", "Ориентиры", "Страницы", "Обложка", "Титульный лист", "Начало текста", "Без названия",
            "Вернуться к тексту", "Примечания", "Рисунок", "Листинг", "Обложка: {title}", "Аннотация", "Таблица",
            "Глоссарий", "Примечание", "Совет", "Предупреждение", "Осторожно",
            "Под редакцией {names}", "Перевод: {names}", "Иллюстрации: {names}",
        ],
        "uk": [
            "Зміст", "Орієнтири", "Сторінки", "Обкладинка", "Титульна сторінка", "Початок тексту", "Без назви",
            "Повернутися до тексту", "Примітки", "Рисунок", "Лістинг", "Обкладинка: {title}", "Анотація", "Таблиця",
            "Глосарій", "Примітка", "Порада", "Попередження", "Обережно",
            "За редакцією {names}", "Переклад: {names}", "Ілюстрації: {names}",
        ],
        "el": [
            "Περιεχόμενα", "Ορόσημα", "Σελίδες", "Εξώφυλλο", "Σελίδα τίτλου", "Αρχή του περιεχομένου", "Χωρίς τίτλο",
            "Επιστροφή στο κείμενο", "Σημειώσεις", "Σχήμα", "Κώδικας", "Εξώφυλλο: {title}", "Περίληψη", "Πίνακας",
            "Γλωσσάριο", "Σημείωση", "Συμβουλή", "Προειδοποίηση", "Προσοχή",
            "Επιμέλεια: {names}", "Μετάφραση: {names}", "Εικονογράφηση: {names}",
        ],
        "ja": [
            "目次", "ランドマーク", "ページ", "表紙", "扉", "本文の開始", "無題", "本文に戻る", "注", "図", "リスト",
            "{title}の表紙", "概要", "表", "用語集", "注記", "ヒント", "警告", "注意",
            "{names} 編", "{names} 訳", "{names} 絵",
        ],
        "zh": [
            "目录", "地标", "页面", "封面", "书名页", "正文开始", "无标题", "返回正文", "注释", "图", "代码清单", "{title}的封面", "摘要", "表", "术语表",
            "备注", "提示", "警告", "注意",
            "{names} 编", "{names} 译", "{names} 绘",
        ],
        "zh-hant": [
            "目錄", "地標", "頁面", "封面", "書名頁", "正文開始", "無標題", "返回正文", "註釋", "圖", "程式碼清單", "{title}的封面", "摘要", "表", "術語表",
            "備註", "提示", "警告", "注意",
            "{names} 編", "{names} 譯", "{names} 繪",
        ],
        "ko": [
            "목차", "랜드마크", "페이지", "표지", "속표지", "본문 시작", "제목 없음", "본문으로 돌아가기", "주석", "그림",
            "코드 목록", "{title} 표지", "초록", "표", "용어집", "참고", "팁", "경고", "주의",
            "{names} 엮음", "{names} 옮김", "{names} 그림",
        ],
        "ar": [
            "المحتويات", "معالم", "الصفحات", "الغلاف", "صفحة العنوان", "بداية المحتوى", "بلا عنوان", "العودة إلى النص",
            "ملاحظات", "شكل", "شيفرة", "غلاف {title}", "ملخص", "جدول", "مسرد المصطلحات", "ملاحظة", "نصيحة", "تحذير",
            "تنبيه",
            "تحرير: {names}", "ترجمة: {names}", "رسوم: {names}",
        ],
        "fa": [
            "فهرست مطالب", "نشانه‌ها", "صفحه‌ها", "جلد", "صفحهٔ عنوان", "آغاز متن", "بی‌عنوان", "بازگشت به متن",
            "یادداشت‌ها", "شکل", "کد", "جلد {title}", "چکیده", "جدول", "واژه‌نامه", "یادداشت", "نکته", "هشدار", "احتیاط",
            "ویراستار: {names}", "ترجمهٔ {names}", "تصویرگر: {names}",
        ],
        "hi": [
            "विषय-सूची", "मार्गचिह्न", "पृष्ठ", "आवरण", "शीर्षक पृष्ठ", "सामग्री का आरंभ", "शीर्षकहीन", "पाठ पर लौटें",
            "टिप्पणियाँ", "चित्र", "कोड सूची", "{title} का आवरण", "सारांश", "तालिका", "शब्दावली", "नोट", "सुझाव", "चेतावनी", "सावधानी",
            "संपादक: {names}", "अनुवाद: {names}", "चित्रांकन: {names}",
        ],
        "id": [
            "Daftar Isi", "Penanda", "Halaman", "Sampul", "Halaman Judul", "Awal Isi", "Tanpa Judul", "Kembali ke teks",
            "Catatan", "Gambar", "Kode", "Sampul {title}", "Abstrak", "Tabel", "Glosarium", "Catatan", "Tips",
            "Peringatan", "Perhatian",
            "Disunting oleh {names}", "Diterjemahkan oleh {names}", "Ilustrasi oleh {names}",
        ],
        "tr": [
            "İçindekiler", "Yer İmleri", "Sayfalar", "Kapak", "Başlık Sayfası", "İçeriğin Başlangıcı", "Başlıksız",
            "Metne dön", "Notlar", "Şekil", "Kod", "{title} kapağı", "Özet", "Tablo", "Sözlük", "Not", "İpucu", "Uyarı",
            "Dikkat",
            "Editör: {names}", "Çeviren: {names}", "Resimleyen: {names}",
        ],
        "he": [
            "תוכן העניינים", "ציוני דרך", "עמודים", "כריכה", "שער", "תחילת התוכן", "ללא כותרת", "חזרה לטקסט", "הערות",
            "איור", "קטע קוד", "כריכה של {title}", "תקציר", "טבלה", "מילון מונחים", "הערה", "עצה", "אזהרה", "זהירות",
            "עריכה: {names}", "תרגום: {names}", "איורים: {names}",
        ],
    ]
}
