int main()
{
    /// [berth]
    int boats = 3;
    //! [mooring]
    int ropes = 6;
    //! [mooring]
    int tides = 2;
    /// [berth]
    // [not a snippet]
}
